import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequestApi } from '../../lib/api.server';
import { makeGame } from '../../lib/testing/games';
import { PLAYER } from '../../lib/testing/users';
import { loadFavouriteGames, loadFavouriteIds } from './favourites.server';

/**
 * The in-process API as a loader sees it; `favourites` says how GET /api/user/favourites
 * answers (the root loader's GET /api/user always knows the player).
 */
function createArgs({
  signedIn,
  favourites = 'ok',
}: {
  signedIn: boolean;
  favourites?: 'ok' | 'down' | 'error' | 'expired';
}) {
  const fetchApi = vi.fn(async (path: string) => {
    if (path === '/api/user') return Response.json({ user: PLAYER, status: 'ok' });
    if (path !== '/api/user/favourites') return Response.json({}, { status: 404 });
    if (favourites === 'down') throw new TypeError('fetch failed');
    if (favourites === 'error') {
      return Response.json({ message: 'Boom', code: 'INTERNAL' }, { status: 500 });
    }
    if (favourites === 'expired') {
      return Response.json(
        { message: 'Unauthenticated.', code: 'UNAUTHENTICATED' },
        { status: 401 },
      );
    }
    return Response.json({ games: [makeGame(4), makeGame(2)] });
  });
  const headers = new Headers(signedIn ? { Cookie: 'token=abc' } : {});
  const args = {
    request: new Request('http://localhost/category/slots', { headers }),
    context: { fetchApi, cspNonce: 'n', appUrl: 'http://localhost' },
  } as unknown as Parameters<typeof loadFavouriteIds>[0];
  const paths = () => fetchApi.mock.calls.map(([path]) => path);
  return { args, api: createRequestApi(args), paths };
}

describe('loadFavouriteIds: which hearts start pressed (issue 13)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers the player’s favourite ids in the API’s order', async () => {
    const { args, api, paths } = createArgs({ signedIn: true });
    expect(await loadFavouriteIds(args, api)).toEqual([4, 2]);
    expect(paths().filter((path) => path === '/api/user/favourites')).toHaveLength(1);
  });

  it('answers [] for visitors without asking the API', async () => {
    const { args, api, paths } = createArgs({ signedIn: false });
    expect(await loadFavouriteIds(args, api)).toEqual([]);
    expect(await loadFavouriteGames(args, api)).toEqual([]);
    expect(paths()).toEqual([]);
  });

  it.each(['down', 'error'] as const)(
    'answers [] and logs when the API is %s (spec §8: the page still renders)',
    async (favourites) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { args, api, paths } = createArgs({ signedIn: true, favourites });
      expect(await loadFavouriteIds(args, api)).toEqual([]);
      expect(paths()).toContain('/api/user/favourites');
      expect(logged).toHaveBeenCalledWith('Loading favourites failed', expect.anything());
    },
  );

  it('lets the expired-session redirect through (a token that died since the user read)', async () => {
    const { args, api } = createArgs({ signedIn: true, favourites: 'expired' });
    const thrown = await loadFavouriteIds(args, api).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/login?expired=1');
  });
});
