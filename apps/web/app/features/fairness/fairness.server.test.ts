import type { CrashRound, CrashSeedResponse } from '@casino/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api';
import { readFairnessQuery } from './fairness-query';
import { loadFairnessData } from './fairness.server';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const seed = (game: CrashSeedResponse['game']): CrashSeedResponse => ({
  game,
  terminating_hash: 'f'.repeat(64),
  salt: `salt-${game}`,
  chain_length: 1000,
  house_edge: 1,
  is_demo: true,
});

const round = (id: number): CrashRound => ({
  id,
  number: id,
  hash: id.toString(16).padStart(64, '0'),
  crash_point: 1.5,
  salt: 'salt-crash',
  house_edge: 1,
  terminating_hash: 'f'.repeat(64),
  started_at: null,
  crashed_at: '2026-11-22T04:55:17.000Z',
  refunded: false,
});

type Answer = { status: number; body: unknown } | 'down';

/** An in-process API answering each path (query string included) as told, 404 otherwise. */
function createApi(answers: Record<string, Answer>) {
  const fetchApi = vi.fn(async (path: string) => {
    const answer = answers[path];
    if (answer === 'down') throw new TypeError('fetch failed');
    if (!answer) return json({ message: 'Not Found', code: 'NOT_FOUND' }, 404);
    return json(answer.body, answer.status);
  });
  return { api: createApiClient({ fetch: fetchApi, locale: 'en' }), fetchApi };
}

const ok = (body: unknown) => ({ status: 200, body });
const query = (search: string) => readFairnessQuery(new URLSearchParams(search));

describe('loadFairnessData', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads every chain and the selected game’s history', async () => {
    const { api, fetchApi } = createApi({
      '/api/originals/crash/seed': ok(seed('crash')),
      '/api/originals/crashsw/seed': ok(seed('crashsw')),
      '/api/originals/crashbull/seed': ok(seed('crashbull')),
      '/api/originals/crashsw/rounds?limit=50': ok({ rounds: [round(3), round(2)] }),
    });
    const data = await loadFairnessData(api, query('game=crashsw'));
    expect(data.seeds).toEqual([
      { game: 'crash', status: 'open', seed: seed('crash') },
      { game: 'crashsw', status: 'open', seed: seed('crashsw') },
      { game: 'crashbull', status: 'open', seed: seed('crashbull') },
    ]);
    expect(data.rounds).toEqual([round(3), round(2)]);
    expect(data.picked).toBeNull();
    expect(fetchApi).toHaveBeenCalledTimes(4);
  });

  it('survives games that are not open (503, 404) and an API that fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = createApi({
      '/api/originals/crash/seed': { status: 503, body: { message: 'Soon', code: 'GAME_CLOSED' } },
      // crashsw: no route yet, a 404.
      '/api/originals/crashbull/seed': 'down',
      '/api/originals/crash/rounds?limit=50': {
        status: 503,
        body: { message: 'Soon', code: 'GAME_CLOSED' },
      },
    });
    const data = await loadFairnessData(api, query(''));
    expect(data.seeds.map((state) => state.status)).toEqual(['closed', 'closed', 'unavailable']);
    expect(data.rounds).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('says the history could not be loaded when the call fails for another reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = createApi({
      '/api/originals/crash/seed': ok(seed('crash')),
      '/api/originals/crash/rounds?limit=50': { status: 500, body: { message: 'x', code: 'X' } },
    });
    expect((await loadFairnessData(api, query('game=crash'))).rounds).toBeNull();
  });

  it('finds the picked round in the history, or asks for it alone when it is older', async () => {
    const { api, fetchApi } = createApi({
      '/api/originals/crash/rounds?limit=50': ok({ rounds: [round(60), round(59)] }),
      '/api/originals/crash/rounds?limit=1&before=6': ok({ rounds: [round(5)] }),
      '/api/originals/crash/rounds?limit=1&before=9': ok({ rounds: [round(7)] }),
    });
    expect((await loadFairnessData(api, query('round=59'))).picked).toEqual(round(59));
    expect(fetchApi).not.toHaveBeenCalledWith(expect.stringContaining('before'), expect.anything());
    expect((await loadFairnessData(api, query('round=5'))).picked).toEqual(round(5));
    // Round 8 is not this game's (the one before it is 7): nothing is picked.
    expect((await loadFairnessData(api, query('round=8'))).picked).toBeNull();
  });

  it('lets the session-expired redirect through', async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: '/login' } });
    const api = {
      get: vi.fn(() => Promise.reject(redirect)),
      post: vi.fn(),
      patch: vi.fn(),
      put: vi.fn(),
      delete: vi.fn(),
    };
    await expect(loadFairnessData(api, query(''))).rejects.toBe(redirect);
  });
});
