import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader, shouldRevalidate } from './livefeed';

const FEED = {
  all: [],
  high: [],
  user: [
    {
      id: 1,
      game_id: 5,
      game_name: 'Crash',
      game_slug: 'crash',
      player: 'Player',
      currency: 'USD',
      amount: 100,
      payout: 101,
      multiplier: 1.01,
      high: false,
      created_at: '2026-11-22T04:55:07.000Z',
    },
  ],
};

/** The in-process API answering `answer`, and the calls it received. */
function createArgs(options: { cookie?: string | null; answer?: () => Promise<Response> } = {}) {
  const fetchApi = vi.fn(async (_path: string, _init?: RequestInit) =>
    options.answer ? options.answer() : Response.json(FEED),
  );
  const headers = new Headers();
  if (options.cookie !== null) headers.set('Cookie', options.cookie ?? 'token=abc; locale=es');
  const args = {
    request: new Request('http://localhost/livefeed', { headers }),
    params: {},
    context: { fetchApi, cspNonce: 'n', appUrl: 'http://localhost' },
  };
  return { args: args as unknown as Parameters<typeof loader>[0], fetchApi };
}

function sentCall(fetchApi: ReturnType<typeof createArgs>['fetchApi']) {
  const [path, init] = fetchApi.mock.calls[0] ?? [];
  const headers = new Headers(init?.headers);
  return { path, auth: headers.get('Authorization'), language: headers.get('Accept-Language') };
}

describe('livefeed resource route (issue 12: the feed rereads its lists here)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads GET /api/livefeed with the player’s token, so "my bets" comes back', async () => {
    const { args, fetchApi } = createArgs();
    expect(await loader(args)).toEqual(FEED);
    expect(sentCall(fetchApi)).toEqual({
      path: '/api/livefeed',
      auth: 'Bearer abc',
      language: 'es',
    });
  });

  it('reads it for visitors too, without a token', async () => {
    const { args, fetchApi } = createArgs({ cookie: null });
    expect(await loader(args)).toEqual(FEED);
    expect(sentCall(fetchApi).auth).toBeNull();
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
