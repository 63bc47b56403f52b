import { randomFillSync } from 'node:crypto';

/** A uniform integer in [0, maxExclusive). */
export type Rng = (maxExclusive: number) => number;

/** The largest range a draw supports: 6 bytes, the most `Buffer.readUIntBE` reads at once. */
const MAX_RANGE = 2 ** 48;
const DEFAULT_POOL_BYTES = 64 * 1024;

/**
 * node:crypto CSPRNG with a refilled random-byte pool and rejection sampling (fast enough
 * for 10 million slot spins). Never Math.random.
 *
 * Why a pool: `crypto.randomInt` costs a native call per draw, which is most of the time of a
 * simulated slot spin; one `randomFillSync` of 64 KiB serves thousands of draws. Why rejection
 * sampling: `value % max` over a byte range that is not a multiple of `max` favours the small
 * results, so values from the incomplete last block of the range are thrown away and drawn
 * again. Each draw reads only as many bytes as its range needs (one for a reel strip).
 */
export function createCryptoRng(poolBytes: number = DEFAULT_POOL_BYTES): Rng {
  if (!Number.isInteger(poolBytes) || poolBytes < 8) {
    throw new RangeError('the random-byte pool must be an integer of at least 8 bytes');
  }
  const pool = Buffer.allocUnsafe(poolBytes);
  let offset = poolBytes; // empty: the first draw fills it

  function takeBytes(count: number): number {
    // The few bytes left at the end of the pool are skipped, not stitched to the next fill.
    if (offset + count > poolBytes) {
      randomFillSync(pool);
      offset = 0;
    }
    const value = pool.readUIntBE(offset, count);
    offset += count;
    return value;
  }

  return (maxExclusive: number): number => {
    if (!Number.isSafeInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > MAX_RANGE) {
      throw new RangeError(`maxExclusive must be an integer from 1 to 2^48, got ${maxExclusive}`);
    }
    if (maxExclusive === 1) return 0;
    let bytes = 1;
    while (2 ** (8 * bytes) < maxExclusive) bytes += 1;
    const range = 2 ** (8 * bytes);
    // Values at or above `limit` would make the low results more likely than the high ones.
    const limit = range - (range % maxExclusive);
    for (;;) {
      const value = takeBytes(bytes);
      if (value < limit) return value % maxExclusive;
    }
  };
}
