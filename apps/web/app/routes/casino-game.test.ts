import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader } from './casino-game';
import { makeGame, USER } from './casino.fixtures';

function createArgs(
  id: string,
  { signedIn, favourites }: { signedIn: boolean; favourites: number[] },
) {
  const answers: Record<string, unknown> = {
    '/api/user': { user: USER, status: 'ok' },
    '/api/games/categories': { categories: [] },
    [`/api/games/${id}`]: { game: makeGame(Number(id)) },
    '/api/user/favourites': { games: favourites.map(makeGame) },
  };
  const fetchApi = vi.fn(async (path: string) => Response.json(answers[path]));
  const args = {
    request: new Request(`http://localhost/casino/${id}`, {
      headers: signedIn ? { Cookie: 'token=abc' } : {},
    }),
    params: { id },
    context: { fetchApi, cspNonce: 'n', appUrl: 'http://localhost' },
  };
  return { args, paths: () => fetchApi.mock.calls.map(([path]) => path) };
}

type Args = Parameters<typeof loader>[0];

describe('/casino/:id loader: the heart’s starting state (issue 13)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('marks the game when it is among the player’s favourites', async () => {
    const listed = createArgs('12', { signedIn: true, favourites: [3, 12] });
    expect((await loader(listed.args as unknown as Args)).favouriteIds).toEqual([12]);
    const other = createArgs('12', { signedIn: true, favourites: [3] });
    expect((await loader(other.args as unknown as Args)).favouriteIds).toEqual([]);
  });

  it('asks nothing about favourites for a visitor', async () => {
    const { args, paths } = createArgs('12', { signedIn: false, favourites: [12] });
    const data = await loader(args as unknown as Args);
    expect(data.game.game_id).toBe(12);
    expect(data.favouriteIds).toEqual([]);
    expect(paths()).not.toContain('/api/user/favourites');
  });
});
