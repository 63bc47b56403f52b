import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGame } from '../lib/testing/games';
import { loader } from './casino-game';
import { createLoaderArgs } from './favourite-hearts.fixtures';

/** The game page's loader arguments; the player's favourites are the games `favourites`. */
function createArgs(
  id: string,
  { signedIn, favourites }: { signedIn: boolean; favourites: number[] },
) {
  return createLoaderArgs(
    `http://localhost/casino/${id}`,
    { id },
    {
      signedIn,
      answers: {
        '/api/games/categories': { categories: [] },
        [`/api/games/${id}`]: { game: makeGame(Number(id)) },
        '/api/user/favourites': { games: favourites.map((gameId) => makeGame(gameId)) },
      },
    },
  );
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
