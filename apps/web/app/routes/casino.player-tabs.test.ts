import { afterEach, describe, expect, it, vi } from 'vitest';
import { toCardGame } from '../features/games/game-data';
import { makeGame, SPEC_TABS } from '../lib/testing/games';
import { loader as casinoLoader } from './casino';
import { createLoaderArgs } from './favourite-hearts.fixtures';

/** The lobby's answers beside the player's own (their favourites are games 1 and 2). */
const ANSWERS = {
  '/api/games/categories': { categories: [] },
  '/api/games/list': { games: [], totalcount: 0 },
  '/api/livefeed': { all: [], high: [], user: [] },
  '/api/user/gameslist': { games: [makeGame(3), makeGame(1)] },
};

/** The lobby loader's arguments; a cookie makes the request a logged-in player's. */
function createArgs(url: string, { signedIn }: { signedIn: boolean }) {
  return createLoaderArgs(url, {}, { signedIn, answers: ANSWERS });
}

type CasinoArgs = Parameters<typeof casinoLoader>[0];

describe('/casino loader: the player tabs and favourites (issue 13)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives visitors the spec’s tabs only, and a ?tab=recent shows them the lobby', async () => {
    const { args, paths } = createArgs('http://localhost/casino?tab=recent', { signedIn: false });
    const data = await casinoLoader(args as unknown as CasinoArgs);
    expect(data.tabs).toEqual(SPEC_TABS);
    expect(data.state.tab).toBe('lobby');
    expect(data.view.kind).toBe('carousels');
    expect(data.favouriteIds).toEqual([]);
    expect(paths()).not.toContain('/api/user/favourites');
    expect(paths()).not.toContain('/api/user/gameslist');
  });

  it('adds recently played and favourites for players, and reads their favourites once', async () => {
    const { args, paths } = createArgs('http://localhost/casino', { signedIn: true });
    const data = await casinoLoader(args as unknown as CasinoArgs);
    expect(data.tabs).toEqual([...SPEC_TABS, 'recent', 'favourites']);
    expect(data.favouriteIds).toEqual([1, 2]);
    expect(paths().filter((path) => path === '/api/user/favourites')).toHaveLength(1);
    expect(paths()).not.toContain('/api/user/gameslist');
  });

  it('lists the recently played games in the API’s order', async () => {
    const { args, paths } = createArgs('http://localhost/casino?tab=recent', { signedIn: true });
    const data = await casinoLoader(args as unknown as CasinoArgs);
    expect(data.state.tab).toBe('recent');
    expect(data.view).toEqual({
      kind: 'player',
      list: 'recent',
      games: [toCardGame(makeGame(3)), toCardGame(makeGame(1))],
    });
    expect(paths()).toContain('/api/user/gameslist');
  });

  it('lists the favourites from the same single read as the hearts', async () => {
    const { args, paths } = createArgs('http://localhost/slots?tab=favourites', {
      signedIn: true,
    });
    const data = await casinoLoader(args as unknown as CasinoArgs);
    expect(data.view).toMatchObject({ kind: 'player', list: 'favourites' });
    expect(data.view.kind === 'player' && data.view.games.map((game) => game.game_id)).toEqual([
      1, 2,
    ]);
    expect(paths().filter((path) => path === '/api/user/favourites')).toHaveLength(1);
  });
});
