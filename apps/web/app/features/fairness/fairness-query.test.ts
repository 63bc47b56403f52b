import type { CrashRound, CrashSeedResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LINK_STEPS,
  getCheckInput,
  getFairnessPath,
  readFairnessQuery,
  type FairnessQuery,
} from './fairness-query';

const HASH = '1c2007312e96cfdcf9d4fc727ec5fba702dbe0db4e56e83f7b108f27d1a57829';
const OTHER = '2a51f9d4ae71c8c2d7a42a7f65fadb2ebc4ce626a33c6fabb6c53f85bd4ad72e';

const SEED: CrashSeedResponse = {
  game: 'crash',
  terminating_hash: 'd9095a0b57f58e2dcdff6eb2048c518f9b6b09e793627bd43a1e9ba38fb9a4c8',
  salt: 'block-salt',
  chain_length: 10,
  house_edge: 1,
  is_demo: false,
};

const ROUND: CrashRound = {
  id: 77,
  number: 10,
  hash: HASH,
  crash_point: 2.8,
  salt: 'block-salt',
  house_edge: 1,
  terminating_hash: SEED.terminating_hash ?? '',
  started_at: '2026-11-22T04:55:00.000Z',
  crashed_at: '2026-11-22T04:55:17.000Z',
  refunded: false,
};

const read = (search: string) => readFairnessQuery(new URLSearchParams(search));
const query = (overrides: Partial<FairnessQuery> = {}): FairnessQuery => ({
  game: 'crash',
  hash: null,
  round: null,
  salt: null,
  edge: null,
  ...overrides,
});

describe('/fairness query', () => {
  it('reads the link the crash page builds: ?game=...&hash=... and an optional round', () => {
    expect(read(`game=crashbull&hash=${HASH}&round=77`)).toEqual(
      query({ game: 'crashbull', hash: HASH, round: 77 }),
    );
    expect(getFairnessPath('crashsw', { hash: HASH })).toBe(`/fairness?game=crashsw&hash=${HASH}`);
    expect(getFairnessPath('crash', { hash: HASH, round: 77 })).toBe(
      `/fairness?game=crash&hash=${HASH}&round=77`,
    );
    expect(getFairnessPath('crash')).toBe('/fairness?game=crash');
  });

  it('falls back to crash and drops what is not a round, a salt or an edge', () => {
    expect(read('game=poker&round=-3&edge=100&salt=')).toEqual(query());
    expect(read('round=1.5&edge=abc&hash=%20%20')).toEqual(query());
    expect(read('edge=&round=0')).toEqual(query());
    expect(read('edge=2.5&salt=s%20%C3%B1')).toEqual(query({ edge: 2.5, salt: 's ñ' }));
  });

  it('round-trips salt and edge overrides through the path', () => {
    const path = getFairnessPath('crash', { hash: HASH, salt: 'a&b=c', edge: 2 });
    expect(read(new URL(path, 'http://x').search)).toEqual(
      query({ hash: HASH, salt: 'a&b=c', edge: 2 }),
    );
  });
});

describe('check input', () => {
  it("checks the query's hash with the game's salt, edge, terminating hash and length", () => {
    expect(getCheckInput(query({ hash: HASH.toUpperCase() }), SEED, null)).toEqual({
      hash: HASH.toUpperCase(),
      salt: 'block-salt',
      edge: 1,
      defaults: { salt: 'block-salt', edge: 1 },
      round: null,
      request: {
        hash: HASH,
        salt: 'block-salt',
        edge: 1,
        terminatingHash: SEED.terminating_hash,
        maxSteps: 10,
      },
    });
  });

  it('takes the picked round when there is no hash, and only when the hash is its own', () => {
    expect(getCheckInput(query({ round: 77 }), SEED, ROUND)).toMatchObject({
      hash: HASH,
      round: ROUND,
      request: { hash: HASH },
    });
    expect(getCheckInput(query({ hash: OTHER, round: 77 }), SEED, ROUND)).toMatchObject({
      round: null,
      request: { hash: OTHER },
    });
  });

  it("checks a picked round with its own salt and edge (an older chain's, an older edge)", () => {
    const older = { ...ROUND, salt: 'older-salt', house_edge: 2 };
    expect(getCheckInput(query({ round: 77 }), SEED, older)).toMatchObject({
      defaults: { salt: 'older-salt', edge: 2 },
      request: { hash: HASH, salt: 'older-salt', edge: 2 },
    });
    // A round without its salt (not set when it ran) falls back to the game's.
    expect(getCheckInput(query({ round: 77 }), SEED, { ...older, salt: '' })).toMatchObject({
      request: { salt: 'block-salt', edge: 2 },
    });
  });

  it('prefers typed salt and edge over the round and the game', () => {
    expect(
      getCheckInput(query({ hash: HASH, salt: 'mine', edge: 2 }), SEED, ROUND).request,
    ).toEqual(expect.objectContaining({ salt: 'mine', edge: 2 }));
  });

  it('has nothing to check without a valid hash or a salt; walks a million steps blind', () => {
    expect(getCheckInput(query({ hash: 'nope' }), SEED, null).request).toBeNull();
    expect(getCheckInput(query(), SEED, null).request).toBeNull();
    expect(getCheckInput(query({ hash: HASH }), null, null)).toMatchObject({
      salt: '',
      edge: 1,
      request: null,
    });
    expect(getCheckInput(query({ hash: HASH, salt: 's' }), null, null).request).toEqual({
      hash: HASH,
      salt: 's',
      edge: 1,
      terminatingHash: null,
      maxSteps: DEFAULT_LINK_STEPS,
    });
  });
});
