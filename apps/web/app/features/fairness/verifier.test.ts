import { describe, expect, it } from 'vitest';
import {
  computeCrashPointX100,
  createWebCryptoHashes,
  findTerminatingLink,
  normalizeRoundHash,
  walkBackRounds,
  type FairnessHashes,
} from './verifier';

/*
 * Fixed vectors computed once with @noble/hashes (pure JavaScript) and the published formula;
 * the server's tests (originals.fairness.test.ts) hold the same table against node:crypto.
 */
const BLOCK_SALT = '00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054';
const UNICODE_SALT = 'salt ñ 盐';

/** CHAIN[i] is position i of the chain whose seed is sha256('fairness-test-seed'). */
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

/** The crash points of CHAIN[0..10] with BLOCK_SALT at 1%. */
const POINTS_X100 = [280, 439, 142, 228, 108, 1876, 164, 6027, 110, 350, 105];

const VECTORS: [string, string, number, number][] = [
  [CHAIN[0], BLOCK_SALT, 2, 277],
  [CHAIN[1], BLOCK_SALT, 2, 435],
  [CHAIN[0], UNICODE_SALT, 2, 236],
  [CHAIN[1], UNICODE_SALT, 2, 104],
  [CHAIN[2], UNICODE_SALT, 2, 267],
  ['e62ee886b2ec93cb073b3fac16bba5639d24d72e705a345187ff4229b31ae0ac', BLOCK_SALT, 1, 100],
  ['088ca29f360a556c776d131fbf80c2009d3cc6ed369ec2aff1ac632aefdba603', BLOCK_SALT, 1, 167944],
  ['56146212602e0c5b610b17f6352dab9d73d49ca3bbb1a378eb59129dc4425598', BLOCK_SALT, 1, 200],
  ['5bad12dc382b5fbdd0b17eab551917fb96556024c44ca904a65815f1839354d9', BLOCK_SALT, 1, 199],
];

const hashes = createWebCryptoHashes()!;

describe('browser verifier (Web Crypto)', () => {
  it('hashes UTF-8 text as SHA-256 and HMAC-SHA256 do', async () => {
    expect(await hashes.sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    // RFC 4231 test case 2.
    expect(await hashes.hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it.each(CHAIN.map((hash, index) => [index, hash] as const))(
    'gives position %d of the fixed chain its crash point and its link',
    async (index, hash) => {
      expect(await computeCrashPointX100(hashes, hash, BLOCK_SALT, 1)).toBe(POINTS_X100[index]);
      if (index > 0) expect(await hashes.sha256Hex(CHAIN[index - 1]!)).toBe(hash);
    },
  );

  it.each(VECTORS)(
    '%s with salt %j at %d%% crashes at %d / 100',
    async (hash, salt, edge, x100) => {
      expect(await computeCrashPointX100(hashes, hash, salt, edge)).toBe(x100);
    },
  );

  it('walks back from a round to the ones before it', async () => {
    // With the seed as the last round, CHAIN[3] is followed back by CHAIN[4], CHAIN[5]...
    const walk = await walkBackRounds(hashes, {
      hash: CHAIN[3],
      salt: BLOCK_SALT,
      edge: 1,
      count: 4,
      terminatingHash: CHAIN[10],
    });
    expect(walk.terminatingAt).toBeNull();
    expect(walk.rounds).toEqual(
      [3, 4, 5, 6, 7].map((position, back) => ({
        back,
        hash: CHAIN[position],
        crashPointX100: POINTS_X100[position],
      })),
    );
  });

  it('stops the walk back at the terminating hash, which is no round', async () => {
    const walk = await walkBackRounds(hashes, {
      hash: CHAIN[8],
      salt: BLOCK_SALT,
      edge: 1,
      count: 10,
      terminatingHash: CHAIN[10],
    });
    expect(walk.rounds.map((round) => round.hash)).toEqual([CHAIN[8], CHAIN[9]]);
    expect(walk.terminatingAt).toBe(2);
  });

  it('finds the link to the terminating hash: its steps are the round number', async () => {
    // A chain of 10 with CHAIN[10] published: CHAIN[0] (the seed) is round 10, CHAIN[9] round 1.
    for (const [position, round] of [
      [0, 10],
      [6, 4],
      [9, 1],
    ] as const) {
      expect(
        await findTerminatingLink(hashes, {
          hash: CHAIN[position],
          terminatingHash: CHAIN[10],
          maxSteps: 10,
        }),
      ).toEqual({ status: 'found', steps: round });
    }
  });

  it('says a hash is missing from the chain within the steps, or where it was stopped', async () => {
    const options = { hash: CHAIN[0], terminatingHash: CHAIN[10] };
    expect(await findTerminatingLink(hashes, { ...options, maxSteps: 9 })).toEqual({
      status: 'missing',
      checked: 9,
    });
    const stranger = { hash: 'ab'.repeat(32), terminatingHash: CHAIN[10] };
    const progress: number[] = [];
    const controller = new AbortController();
    const stopped = await findTerminatingLink(hashes, {
      ...stranger,
      maxSteps: 100_000,
      signal: controller.signal,
      onProgress: (checked) => {
        progress.push(checked);
        if (checked >= 4000) controller.abort();
      },
    });
    expect(progress).toEqual([2000, 4000]);
    expect(stopped).toEqual({ status: 'stopped', checked: 4000 });
  });

  it('reads pasted hashes as the scheme hashes them', () => {
    expect(normalizeRoundHash(`  ${CHAIN[0].toUpperCase()}\n`)).toBe(CHAIN[0]);
    expect(normalizeRoundHash(CHAIN[0].slice(1))).toBeNull();
    expect(normalizeRoundHash(`${CHAIN[0].slice(1)}g`)).toBeNull();
    expect(normalizeRoundHash('')).toBeNull();
  });

  it('has no verifier without Web Crypto (pages served over plain HTTP)', () => {
    expect(createWebCryptoHashes({})).toBeNull();
    // Without an argument: the runtime's own Web Crypto.
    expect(createWebCryptoHashes(undefined)).toEqual({
      sha256Hex: expect.any(Function),
      hmacSha256Hex: expect.any(Function),
    });
  });

  it('imports the HMAC key of a salt once', async () => {
    let imports = 0;
    const subtle = globalThis.crypto.subtle;
    const counting = {
      subtle: {
        digest: subtle.digest.bind(subtle),
        sign: subtle.sign.bind(subtle),
        importKey: ((...args: Parameters<SubtleCrypto['importKey']>) => {
          imports += 1;
          return subtle.importKey(...args);
        }) as SubtleCrypto['importKey'],
      } as SubtleCrypto,
    };
    const counted: FairnessHashes = createWebCryptoHashes(counting)!;
    await walkBackRounds(counted, {
      hash: CHAIN[0],
      salt: BLOCK_SALT,
      edge: 1,
      count: 5,
      terminatingHash: null,
    });
    expect(imports).toBe(1);
  });
});
