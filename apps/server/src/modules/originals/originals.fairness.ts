import { createHash, createHmac, randomBytes } from 'node:crypto';
import { crashPointX100FromHmacHex } from '@casino/contracts';

/**
 * bustabit's provably fair scheme as issue 12 states it (docs/fairness.md):
 * - a chain of N hashes: seed, sha256(seed), sha256(sha256(seed)), ... each step hashing the
 *   previous hash's lowercase hex text as UTF-8; the N-th hash is the published terminating hash;
 * - round n (1-based) uses the chain's (N - n)-th hash, so sha256(hash of round n) is the hash
 *   of round n - 1 and sha256(hash of round 1) is the terminating hash; round N uses the seed;
 * - the crash point comes from HMAC-SHA256(key = salt, message = round hash), both UTF-8.
 */

/** sha256 of a hash's lowercase hex text, as lowercase hex. */
export function nextChainHash(hashHex: string): string {
  return createHash('sha256').update(hashHex, 'utf8').digest('hex');
}

/** HMAC-SHA256(key = salt, message = round hash), lowercase hex. */
export function roundHmacHex(roundHash: string, salt: string): string {
  return createHmac('sha256', Buffer.from(salt, 'utf8')).update(roundHash, 'utf8').digest('hex');
}

/** The crash point x 100 of a round (1.00x = 100). */
export function crashPointX100(roundHash: string, salt: string, houseEdgePercent: number): number {
  return crashPointX100FromHmacHex(roundHmacHex(roundHash, salt), houseEdgePercent);
}

/** A new secret seed: 32 random bytes as lowercase hex, like every hash of the chain. */
export function newChainSeed(): string {
  return randomBytes(32).toString('hex');
}

/** How many hashes apart the stored checkpoints are: a round's hash costs < 1,000 steps. */
export const CHECKPOINT_EVERY = 1000;

/**
 * Walks the chain from the seed: calls `onCheckpoint(position, hash)` for position 0 (the seed)
 * and every CHECKPOINT_EVERY-th hash, and answers the terminating hash (position `length`).
 * Yields to the event loop now and then, so a server making a long chain keeps answering.
 */
export async function buildChain(
  seed: string,
  length: number,
  onCheckpoint: (position: number, hash: string) => void | Promise<void>,
): Promise<string> {
  let hash = seed;
  await onCheckpoint(0, hash);
  for (let position = 1; position <= length; position += 1) {
    hash = nextChainHash(hash);
    if (position % CHECKPOINT_EVERY === 0 && position < length) {
      await onCheckpoint(position, hash);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return hash;
}

/** The hash at `position` (0 = seed), from the nearest checkpoint at or below it. */
export function hashAtPosition(
  position: number,
  checkpoint: { position: number; hash: string },
): string {
  if (checkpoint.position > position) throw new RangeError('checkpoint past the position');
  let hash = checkpoint.hash;
  for (let at = checkpoint.position; at < position; at += 1) hash = nextChainHash(hash);
  return hash;
}

/** Round n of a chain of `length` uses the hash at position length - n. */
export function positionOfRound(roundNumber: number, chainLength: number): number {
  if (roundNumber < 1 || roundNumber > chainLength) throw new RangeError('round outside the chain');
  return chainLength - roundNumber;
}
