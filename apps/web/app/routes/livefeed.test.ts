import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLiveBet } from '../lib/testing/live-bets';
import { createRouteArgs, readSentCall } from '../lib/testing/route-args';
import { loader, shouldRevalidate } from './livefeed';

const FEED = {
  all: [],
  high: [],
  user: [
    makeLiveBet(1, {
      game_id: 5,
      player: 'Player',
      payout: 101,
      multiplier: 1.01,
      created_at: '2026-11-22T04:55:07.000Z',
    }),
  ],
};

/** The route's arguments; the API answers the feed unless `answer` says otherwise. */
function createArgs(options: { cookie?: string | null; answer?: () => Promise<Response> } = {}) {
  const { args, fetchApi } = createRouteArgs({
    path: '/livefeed',
    method: 'GET',
    answer: async () => Response.json(FEED),
    ...options,
  });
  return { args: args as unknown as Parameters<typeof loader>[0], fetchApi };
}

describe('livefeed resource route (issue 12: the feed rereads its lists here)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads GET /api/livefeed with the player’s token, so "my bets" comes back', async () => {
    const { args, fetchApi } = createArgs();
    expect(await loader(args)).toEqual(FEED);
    expect(readSentCall(fetchApi)).toEqual({
      path: '/api/livefeed',
      method: 'GET',
      auth: 'Bearer abc',
      language: 'es',
    });
  });

  it('reads it for visitors too, without a token', async () => {
    const { args, fetchApi } = createArgs({ cookie: null });
    expect(await loader(args)).toEqual(FEED);
    expect(readSentCall(fetchApi).auth).toBeNull();
  });

  it('answers a failure, not an error page, when the API is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { args } = createArgs({
      answer: () => Promise.reject(new TypeError('fetch failed')),
    });
    const failure = (await loader(args)) as unknown as {
      data: { ok: boolean };
      init: { status: number };
    };
    expect(failure.init.status).toBe(500);
    expect(failure.data.ok).toBe(false);
  });

  it('sends a player whose session ended to the login page (spec §4)', async () => {
    const { args } = createArgs({
      answer: async () =>
        Response.json({ message: 'Unauthenticated.', code: 'UNAUTHENTICATED' }, { status: 401 }),
    });
    const thrown = await loader(args).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/login?expired=1');
  });

  it('is never reread by the revalidation after other actions', () => {
    expect(shouldRevalidate()).toBe(false);
  });
});
