import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCryptoRng } from './rng';

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: number[], draws: number): number {
  const expected = draws / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe('createCryptoRng', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws integers in [0, max) for ranges of one to six bytes', () => {
    const rng = createCryptoRng();
    for (const max of [1, 2, 7, 36, 37, 256, 257, 65_536, 1_000_003, 2 ** 32 + 15, 2 ** 48]) {
      for (let i = 0; i < 2_000; i += 1) {
        const value = rng(max);
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThan(max);
      }
    }
  });

  it('is uniform where a plain modulo would not be (rejection sampling)', () => {
    // 200 of the 256 byte values: `byte % 200` would make 0..55 twice as likely as the rest.
    const rng = createCryptoRng();
    const draws = 400_000;
    const counts = new Array<number>(200).fill(0);
    for (let i = 0; i < draws; i += 1) counts[rng(200)]! += 1;
    // 199 degrees of freedom: the 99.99th percentile is about 284; modulo bias gives ~27,000.
    expect(chiSquare(counts, draws)).toBeLessThan(284);
    const low = counts.slice(0, 56).reduce((a, b) => a + b, 0) / 56;
    const high = counts.slice(56).reduce((a, b) => a + b, 0) / 144;
    expect(Math.abs(low / high - 1)).toBeLessThan(0.03);
  });

  it('is uniform for a reel-sized range and keeps working across many pool refills', () => {
    const rng = createCryptoRng(16); // tiny pool: refilled every few draws
    const draws = 74_000;
    const counts = new Array<number>(37).fill(0);
    for (let i = 0; i < draws; i += 1) counts[rng(37)]! += 1;
    // 36 degrees of freedom: the 99.99th percentile is about 80.
    expect(chiSquare(counts, draws)).toBeLessThan(80);
  });

  it('uses high bytes too: large ranges reach their upper half', () => {
    const rng = createCryptoRng();
    const max = 3 * 2 ** 40;
    let upper = 0;
    for (let i = 0; i < 10_000; i += 1) if (rng(max) >= max / 2) upper += 1;
    expect(upper).toBeGreaterThan(4_600);
    expect(upper).toBeLessThan(5_400);
  });

  it('two generators do not repeat each other', () => {
    const a = createCryptoRng();
    const b = createCryptoRng();
    const first = Array.from({ length: 32 }, () => a(2 ** 32));
    const second = Array.from({ length: 32 }, () => b(2 ** 32));
    expect(first).not.toEqual(second);
  });

  it('never calls Math.random', () => {
    const spy = vi.spyOn(Math, 'random');
    const rng = createCryptoRng();
    for (let i = 0; i < 10_000; i += 1) rng(37);
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses ranges it cannot draw from and pools too small to hold a draw', () => {
    const rng = createCryptoRng();
    for (const max of [0, -1, 1.5, Number.NaN, Infinity, 2 ** 48 + 1]) {
      expect(() => rng(max)).toThrow(RangeError);
    }
    expect(() => createCryptoRng(4)).toThrow(RangeError);
    expect(() => createCryptoRng(100.5)).toThrow(RangeError);
  });
});
