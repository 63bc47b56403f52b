import {
  crashPointX100FromHmacHex,
  sideOddsX100,
  sideWins,
  type CrashSide,
} from '@casino/contracts/crash-math';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import {
  CHECKPOINT_EVERY,
  buildChain,
  crashPointX100,
  hashAtPosition,
  newChainSeed,
  nextChainHash,
  positionOfRound,
  roundHmacHex,
} from './originals.fairness';

/*
 * The server hashes with node:crypto (OpenSSL). The checks below use implementations that share
 * nothing with it: @noble/hashes (pure JavaScript) and the formula written out again here, plus
 * Web Crypto at run time. The fixed vectors were computed once that way and written down.
 *
 * bustabit's published vectors (github.com/bustabit/verifier) are not used: their verifier
 * feeds the HMAC the hash's 32 raw bytes, not its hex text, and its current chain hashes raw
 * bytes too, so its crash points differ from the scheme issue 12 states (hex text as UTF-8).
 */

/** A later block hash, the kind of salt a seeding event picks. */
const BLOCK_SALT = '00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054';
/** Non-ASCII, so a verifier that does not encode the key as UTF-8 fails. */
const UNICODE_SALT = 'salt ñ 盐';

/** CHAIN[i] is the hash at position i of a chain whose seed is sha256('fairness-test-seed'). */
const CHAIN = [
  '1c2007312e96cfdcf9d4fc727ec5fba702dbe0db4e56e83f7b108f27d1a57829',
  '2a51f9d4ae71c8c2d7a42a7f65fadb2ebc4ce626a33c6fabb6c53f85bd4ad72e',
  '30440349e7fab6971a9ede00d90846f25d6698ec2f309e1e5fed3c4970e787ee',
  '7c21a20a0cb43ba1761e969e1e337852f10cc7afa056d8f2cd01779a911585b5',
  '441aafd03d9c1656410d28cd232ef5a769baeabc1b71f29a85183e3309641949',
  '74697a7b41c78a5cb2eccf57bf87ac0d7b2b865351be60e9d72d9120a1c7c050',
  '6ff444626763fe86ed48933e0f3b9ef6ed368b5b9e79ef001ba9856ba8cb2495',
  'dbdf7665f59c3f8ea943340e2dd33f0e5cea3a9e16b2bc952d1ac450b02e6261',
  '059d20b81dd4a0d5f0ce9e56549cb54fb50e8831ce7765de893ea5b777e24aff',
  'c214ec61683f8d182e7047916926b046f79575d9d9c3dcf40a71480e0239dba3',
  'd9095a0b57f58e2dcdff6eb2048c518f9b6b09e793627bd43a1e9ba38fb9a4c8',
] as const;

/** [round hash, salt, house edge %, crash point]: computed with @noble/hashes, see above. */
const VECTORS: [string, string, number, number][] = [
  [CHAIN[0], BLOCK_SALT, 1, 2.8],
  [CHAIN[1], BLOCK_SALT, 1, 4.39],
  [CHAIN[2], BLOCK_SALT, 1, 1.42],
  [CHAIN[3], BLOCK_SALT, 1, 2.28],
  [CHAIN[4], BLOCK_SALT, 1, 1.08],
  [CHAIN[5], BLOCK_SALT, 1, 18.76],
  [CHAIN[6], BLOCK_SALT, 1, 1.64],
  [CHAIN[7], BLOCK_SALT, 1, 60.27],
  [CHAIN[8], BLOCK_SALT, 1, 1.1],
  [CHAIN[9], BLOCK_SALT, 1, 3.5],
  [CHAIN[10], BLOCK_SALT, 1, 1.05],
  [CHAIN[0], BLOCK_SALT, 2, 2.77],
  [CHAIN[1], BLOCK_SALT, 2, 4.35],
  [CHAIN[2], BLOCK_SALT, 2, 1.4],
  [CHAIN[3], BLOCK_SALT, 2, 2.26],
  [CHAIN[0], UNICODE_SALT, 2, 2.36],
  [CHAIN[1], UNICODE_SALT, 2, 1.04],
  [CHAIN[2], UNICODE_SALT, 2, 2.67],
  [CHAIN[3], UNICODE_SALT, 2, 1.05],
  // Found by searching sha256('search-' + i): the floor, a huge point, and both sides of 2.00x.
  ['e62ee886b2ec93cb073b3fac16bba5639d24d72e705a345187ff4229b31ae0ac', BLOCK_SALT, 1, 1],
  ['088ca29f360a556c776d131fbf80c2009d3cc6ed369ec2aff1ac632aefdba603', BLOCK_SALT, 1, 1679.44],
  ['56146212602e0c5b610b17f6352dab9d73d49ca3bbb1a378eb59129dc4425598', BLOCK_SALT, 1, 2],
  ['5bad12dc382b5fbdd0b17eab551917fb96556024c44ca904a65815f1839354d9', BLOCK_SALT, 1, 1.99],
];

const nobleSha256Hex = (text: string) => bytesToHex(sha256(utf8ToBytes(text)));
const nobleHmacHex = (key: string, message: string) =>
  bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));

/** The published formula, written out from the HMAC's bytes (52 bits through BigInt). */
function independentPointX100(roundHash: string, salt: string, edge: number): number {
  const digest = hmac(sha256, utf8ToBytes(salt), utf8ToBytes(roundHash));
  const first7 = digest.slice(0, 7).reduce((sum, byte) => (sum << 8n) | BigInt(byte), 0n);
  const x = Number(first7 >> 4n) / 2 ** 52;
  return Math.round(Math.max(1, Math.floor((100 - edge) / (1 - x)) / 100) * 100);
}

async function webSha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('hex');
}

async function webHmacHex(key: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const cryptoKey = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await globalThis.crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message));
  return Buffer.from(signature).toString('hex');
}

/** An HMAC hex whose first 52 bits are `r` (the rest does not count). */
const hmacWithBits = (r: number) => r.toString(16).padStart(13, '0') + 'f'.repeat(51);

describe('crash point (issue 12: bustabit formula, hex text as UTF-8)', () => {
  it.each(VECTORS)('%s with salt %j at %d%% edge crashes at %dx', (hash, salt, edge, point) => {
    expect(crashPointX100(hash, salt, edge)).toBe(Math.round(point * 100));
    expect(independentPointX100(hash, salt, edge)).toBe(Math.round(point * 100));
  });

  it('agrees with Web Crypto and a pure-JS HMAC on random hashes and salts', async () => {
    const salts = [BLOCK_SALT, UNICODE_SALT, 'x', '🐂 bull & bear 熊'];
    for (let index = 0; index < 200; index += 1) {
      const hash = newChainSeed();
      const salt = salts[index % salts.length]!;
      const expected = await webHmacHex(salt, hash);
      expect(roundHmacHex(hash, salt)).toBe(expected);
      expect(nobleHmacHex(salt, hash)).toBe(expected);
      expect(crashPointX100(hash, salt, 1)).toBe(independentPointX100(hash, salt, 1));
      expect(crashPointX100(hash, salt, 3.5)).toBe(independentPointX100(hash, salt, 3.5));
    }
  });

  it('hashes the hex text, not the bytes it stands for', () => {
    const hash = CHAIN[0];
    const overBytes = bytesToHex(hmac(sha256, utf8ToBytes(BLOCK_SALT), Buffer.from(hash, 'hex')));
    expect(roundHmacHex(hash, BLOCK_SALT)).toBe(nobleHmacHex(BLOCK_SALT, hash));
    expect(roundHmacHex(hash, BLOCK_SALT)).not.toBe(overBytes);
  });

  it('never goes below 1.00x, and reaches exactly 1.00x and 1.01x where the formula says', () => {
    // X = 0: floor(99 / 1) = 99, lifted to 100.
    expect(crashPointX100FromHmacHex(hmacWithBits(0))).toBe(100);
    // X just at 0.01: 99 / 0.99 = 100 exactly, no lifting needed; one below gives 99.99 -> 1.00.
    expect(crashPointX100FromHmacHex(hmacWithBits(0x028f5c28f5c29))).toBe(100);
    expect(crashPointX100FromHmacHex(hmacWithBits(0x028f5c28f5c28))).toBe(100);
    // 1.01x needs 99 / (1 - X) >= 101, X >= 2/101: the first such r and the one before it.
    expect(crashPointX100FromHmacHex(hmacWithBits(0x0511be1958b68))).toBe(101);
    expect(crashPointX100FromHmacHex(hmacWithBits(0x0511be1958b67))).toBe(100);
    // The largest r: 99 * 2^52, finite.
    expect(crashPointX100FromHmacHex(hmacWithBits(2 ** 52 - 1))).toBe(Math.floor(99 * 2 ** 52));
  });

  it('takes the edge from the numerator: 100 - edge (98 at 2%, 99 at 1%)', () => {
    const halfway = hmacWithBits(2 ** 51); // X = 0.5
    expect(crashPointX100FromHmacHex(halfway, 1)).toBe(198);
    expect(crashPointX100FromHmacHex(halfway, 2)).toBe(196);
    expect(crashPointX100FromHmacHex(halfway, 0.5)).toBe(199);
    for (let index = 0; index < 500; index += 1) {
      const hash = newChainSeed();
      const atOne = crashPointX100(hash, BLOCK_SALT, 1);
      const atTwo = crashPointX100(hash, BLOCK_SALT, 2);
      expect(atTwo).toBeLessThanOrEqual(atOne);
      expect(atTwo).toBe(independentPointX100(hash, BLOCK_SALT, 2));
    }
  });

  it('gives the API two-decimal points equal to the published max(1, floor(...) / 100)', () => {
    for (const [hash, salt, edge, point] of VECTORS) {
      expect(crashPointX100(hash, salt, edge) / 100).toBe(point);
    }
  });
});

describe('crashbull side bet odds', () => {
  it.each<[CrashSide, number, number]>([
    ['bull', 1, 200],
    ['bear', 1, 196],
    ['bull', 2, 200],
    ['bear', 2, 192],
  ])('%s at %d%% edge pays %d / 100', (side, edge, odds) => {
    expect(sideOddsX100(side, edge)).toBe(odds);
  });

  it('keeps the edge: the expected return of each side is at most 1 - edge', () => {
    for (const edge of [0.5, 1, 2, 5]) {
      const bull = (100 - edge) / 200;
      expect(bull * (sideOddsX100('bull', edge) / 100)).toBeLessThanOrEqual(1 - edge / 100 + 1e-12);
      expect((1 - bull) * (sideOddsX100('bear', edge) / 100)).toBeLessThanOrEqual(1 - edge / 100);
    }
  });

  it('settles bull at 2.00x and above, bear below', () => {
    expect(sideWins('bull', 200)).toBe(true);
    expect(sideWins('bull', 199)).toBe(false);
    expect(sideWins('bear', 199)).toBe(true);
    expect(sideWins('bear', 200)).toBe(false);
  });
});

describe('hash chain', () => {
  it('links the fixed chain: sha256 of each hash is the next one', async () => {
    expect(nobleSha256Hex('fairness-test-seed')).toBe(CHAIN[0]);
    for (let position = 1; position < CHAIN.length; position += 1) {
      expect(nextChainHash(CHAIN[position - 1]!)).toBe(CHAIN[position]);
      expect(await webSha256Hex(CHAIN[position - 1]!)).toBe(CHAIN[position]);
    }
  });

  it('builds a chain of 2,500 whose checkpoints, positions and rounds all link', async () => {
    const length = 2500;
    const seed = newChainSeed();
    const independent = [seed];
    for (let position = 1; position <= length; position += 1) {
      independent.push(nobleSha256Hex(independent[position - 1]!));
    }

    const checkpoints: { position: number; hash: string }[] = [];
    const terminating = await buildChain(seed, length, (position, hash) => {
      checkpoints.push({ position, hash });
    });
    expect(terminating).toBe(independent[length]);
    // Position 0 and every CHECKPOINT_EVERY-th hash short of the end (the end is published).
    expect(checkpoints.map((checkpoint) => checkpoint.position)).toEqual([0, 1000, 2000]);
    for (const checkpoint of checkpoints) {
      expect(checkpoint.hash).toBe(independent[checkpoint.position]);
    }

    const nearest = (position: number) =>
      checkpoints.findLast((checkpoint) => checkpoint.position <= position)!;
    for (const position of [0, 1, 999, 1000, 1001, 1999, 2000, 2499, 2500]) {
      expect(hashAtPosition(position, nearest(position))).toBe(independent[position]);
    }
    expect(CHECKPOINT_EVERY).toBe(1000);

    // Round 1 uses the hash next to the terminating one; the last round uses the seed.
    expect(positionOfRound(1, length)).toBe(length - 1);
    expect(positionOfRound(length, length)).toBe(0);
    const roundHash = (round: number) => {
      const position = positionOfRound(round, length);
      return hashAtPosition(position, nearest(position));
    };
    expect(nextChainHash(roundHash(1))).toBe(terminating);
    expect(roundHash(length)).toBe(seed);
    for (const round of [2, 3, 1000, 1001, 1500, 2499, 2500]) {
      expect(nextChainHash(roundHash(round))).toBe(roundHash(round - 1));
    }
  });

  it('refuses rounds outside the chain and checkpoints past the position', () => {
    expect(() => positionOfRound(0, 10)).toThrow(RangeError);
    expect(() => positionOfRound(11, 10)).toThrow(RangeError);
    expect(() => hashAtPosition(5, { position: 6, hash: CHAIN[6] })).toThrow(RangeError);
    expect(hashAtPosition(9, { position: 6, hash: CHAIN[6] })).toBe(CHAIN[9]);
  });

  it('makes seeds that look like every other hash: 64 lowercase hex characters', () => {
    const seeds = new Set(Array.from({ length: 50 }, () => newChainSeed()));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('distribution of crash points', () => {
  // A chain from a fixed seed: the same 20,000 hashes every run, so the test cannot flake.
  const hashes: string[] = [CHAIN[10]];
  while (hashes.length < 20_000) hashes.push(nextChainHash(hashes.at(-1)!));
  const points = hashes.map((hash) => crashPointX100(hash, BLOCK_SALT, 1) / 100);

  it('reaches 2.00x with probability 0.99 / 2 = 0.495', () => {
    const share = points.filter((point) => point >= 2).length / points.length;
    // Standard deviation 0.0035 over 20,000 rounds: 0.015 is more than four of them.
    expect(Math.abs(share - 0.495)).toBeLessThan(0.015);
  });

  it('crashes at 1.00x with probability 2/101 (X below 2/101)', () => {
    const share = points.filter((point) => point === 1).length / points.length;
    expect(Math.abs(share - 2 / 101)).toBeLessThan(0.005);
  });

  it('has the mean of min(point, 100) the formula predicts: 1 + 0.99 (H(10000) - H(100))', () => {
    // P(point >= k / 100) = 99 / k for k > 100, so E[min(P, 100)] = 1 + sum 0.01 * 99 / k.
    let expected = 1;
    for (let k = 101; k <= 10_000; k += 1) expected += 0.99 / k;
    expect(expected).toBeCloseTo(5.554, 3);
    const mean = points.reduce((sum, point) => sum + Math.min(point, 100), 0) / points.length;
    // Standard deviation of the mean is about 0.09.
    expect(Math.abs(mean - expected)).toBeLessThan(0.45);
  });
});
