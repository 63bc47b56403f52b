import type { CrashRoundState } from '@casino/contracts';
import { elapsedMsFor, multiplierX100At } from '@casino/contracts/crash-math';
import { toX100 } from './crash-data';

/** Beyond this gap the clock jumps to the new offset: a drawing that far off is plain wrong. */
export const OFFSET_SNAP_MS = 1000;
/** Smaller corrections fade in over about this time, so the curve never stutters. */
export const OFFSET_EASE_MS = 400;

/**
 * The offset the drawing uses, moved toward the latest measured one. Each message's offset
 * carries its own network delay, so following them exactly would make the multiplier jitter.
 */
export function smoothOffset(applied: number | null, target: number, dtMs: number): number {
  if (applied === null || Math.abs(target - applied) > OFFSET_SNAP_MS) return target;
  const weight = 1 - Math.exp(-Math.max(0, dtMs) / OFFSET_EASE_MS);
  return applied + (target - applied) * weight;
}

export type CrashPhase = 'idle' | 'betting' | 'running' | 'crashed';

/** What one frame shows, from the round and the server's clock (never per-frame messages). */
export type CrashFrame = {
  phase: CrashPhase;
  roundId: number | null;
  /** The multiplier x 100 (100 while betting, the crash point once crashed). */
  x100: number;
  /** Time since the round started (the curve's length); frozen at the crash. */
  elapsedMs: number;
  /** Betting only: what is left of the window, and how much of it has passed (0..1). */
  bettingLeftMs: number;
  bettingProgress: number;
};

export function computeFrame(
  round: CrashRoundState | null,
  serverNow: number,
  bettingMs: number,
): CrashFrame {
  const base = { roundId: round?.id ?? null, bettingLeftMs: 0, bettingProgress: 0 };
  if (!round) return { ...base, phase: 'idle', x100: 100, elapsedMs: 0 };
  if (round.status === 'crashed') {
    const x100 = round.crash_point === null ? 100 : toX100(round.crash_point);
    return { ...base, phase: 'crashed', x100, elapsedMs: elapsedMsFor(x100) };
  }
  if (round.status === 'running') {
    const elapsedMs = Math.max(0, serverNow - (round.started_at ?? serverNow));
    return { ...base, phase: 'running', x100: multiplierX100At(elapsedMs), elapsedMs };
  }
  const left = Math.max(0, (round.betting_ends_at ?? serverNow) - serverNow);
  const span = Math.max(1, bettingMs);
  return {
    ...base,
    phase: 'betting',
    x100: 100,
    elapsedMs: 0,
    bettingLeftMs: left,
    bettingProgress: Math.min(1, Math.max(0, 1 - left / span)),
  };
}

/** "4.3" seconds left of the betting window, rounded up so it never shows 0.0 too early. */
export function formatSecondsLeft(ms: number): string {
  return (Math.ceil(Math.max(0, ms) / 100) / 10).toFixed(1);
}
