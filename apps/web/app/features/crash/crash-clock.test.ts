import { elapsedMsFor, multiplierX100At } from '@casino/contracts/crash-math';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOW, round } from './components/__tests__/fixtures';
import { computeFrame, formatSecondsLeft, OFFSET_SNAP_MS, smoothOffset } from './crash-clock';
import { createCrashTicker } from './crash-ticker';

describe('clock offset smoothing', () => {
  it('takes the first offset as it is, and jumps when the gap is too large to glide', () => {
    expect(smoothOffset(null, 420, 16)).toBe(420);
    expect(smoothOffset(0, OFFSET_SNAP_MS + 1, 16)).toBe(OFFSET_SNAP_MS + 1);
  });

  it('glides toward a small correction instead of jumping', () => {
    const step = smoothOffset(0, 200, 16);
    expect(step).toBeGreaterThan(0);
    expect(step).toBeLessThan(20);
    let applied = 0;
    for (let frame = 0; frame < 240; frame += 1) applied = smoothOffset(applied, 200, 16);
    expect(applied).toBeCloseTo(200, 0);
    expect(smoothOffset(150, 200, 0)).toBe(150);
  });
});

describe('frames from the round and the server clock', () => {
  it('counts the betting window down', () => {
    const frame = computeFrame(round({ betting_ends_at: NOW + 2000 }), NOW, 5000);
    expect(frame).toMatchObject({ phase: 'betting', x100: 100, bettingLeftMs: 2000 });
    expect(frame.bettingProgress).toBeCloseTo(0.6);
    expect(computeFrame(round({ betting_ends_at: NOW - 10 }), NOW, 5000).bettingLeftMs).toBe(0);
  });

  it('grows the multiplier from the start time on the classic curve', () => {
    const running = round({ status: 'running', started_at: NOW - 10_000 });
    const frame = computeFrame(running, NOW, 5000);
    expect(frame.phase).toBe('running');
    expect(frame.elapsedMs).toBe(10_000);
    expect(frame.x100).toBe(multiplierX100At(10_000));
    expect(frame.x100).toBe(182);
    // A clock a little behind the start shows 1.00x, never less.
    expect(computeFrame(round({ status: 'running', started_at: NOW + 50 }), NOW, 5000).x100).toBe(
      100,
    );
  });

  it('freezes at the crash point', () => {
    const crashed = round({ status: 'crashed', started_at: NOW - 60_000, crash_point: 2.5 });
    const frame = computeFrame(crashed, NOW, 5000);
    expect(frame).toMatchObject({ phase: 'crashed', x100: 250, elapsedMs: elapsedMsFor(250) });
    expect(computeFrame(null, NOW, 5000).phase).toBe('idle');
  });

  it('shows the seconds left rounded up', () => {
    expect(formatSecondsLeft(4210)).toBe('4.3');
    expect(formatSecondsLeft(0)).toBe('0.0');
    expect(formatSecondsLeft(-5)).toBe('0.0');
  });
});

describe('the ticker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws from this clock corrected by the offset, and tells listeners of a change at once', () => {
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    let clock = NOW - 3000;
    const ticker = createCrashTicker(() => clock);
    const running = round({ status: 'running', started_at: NOW - 10_000 });
    // This browser's clock is 3 s behind the server's.
    ticker.update({ round: running, bettingMs: 5000, offset: 3000 });
    const frames: number[] = [];
    const stop = ticker.subscribe((frame) => frames.push(frame.x100));
    expect(frames).toEqual([182]);
    clock += 1000;
    ticker.update({
      round: { ...running, status: 'crashed', crash_point: 1.9 },
      bettingMs: 5000,
      offset: 3000,
    });
    expect(frames).toEqual([182, 190]);
    stop();
    ticker.update({ round: running, bettingMs: 5000, offset: 3000 });
    expect(frames).toHaveLength(2);
  });
});
