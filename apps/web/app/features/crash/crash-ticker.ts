import type { CrashRoundState } from '@casino/contracts';
import { computeFrame, smoothOffset, type CrashFrame } from './crash-clock';

export type FrameListener = (frame: CrashFrame) => void;

export type TickerInput = {
  round: CrashRoundState | null;
  bettingMs: number;
  /** The latest measured offset (server clock minus this browser's). */
  offset: number;
};

/**
 * The page's one animation loop. Everything that moves with the clock (the curve, the big
 * multiplier, the cash-out's payout, the countdown) listens here and writes to the DOM or the
 * canvas itself, so React renders only when a message arrives, never per frame. The loop runs
 * while something listens; browsers pause it in hidden tabs.
 */
export type CrashTicker = {
  update(input: TickerInput): void;
  subscribe(listener: FrameListener): () => void;
  /** The frame at this moment, for a listener that draws outside the loop (a resize). */
  read(): CrashFrame;
};

export function createCrashTicker(now: () => number = () => Date.now()): CrashTicker {
  let input: TickerInput = { round: null, bettingMs: 5000, offset: 0 };
  let applied: number | null = null;
  let lastRead: number | null = null;
  let handle: number | null = null;
  const listeners = new Set<FrameListener>();

  function read(): CrashFrame {
    const time = now();
    applied = smoothOffset(applied, input.offset, lastRead === null ? 0 : time - lastRead);
    lastRead = time;
    return computeFrame(input.round, time + applied, input.bettingMs);
  }

  function emit() {
    const frame = read();
    for (const listener of listeners) listener(frame);
  }

  function tick() {
    handle = null;
    emit();
    schedule();
  }

  function schedule() {
    if (handle !== null || listeners.size === 0) return;
    if (typeof requestAnimationFrame !== 'function') return;
    handle = requestAnimationFrame(tick);
  }

  return {
    update(next) {
      input = next;
      // A state change (the crash) shows at once, not one frame later.
      if (listeners.size > 0) emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      listener(read());
      schedule();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && handle !== null) {
          cancelAnimationFrame(handle);
          handle = null;
        }
      };
    },
    read,
  };
}
