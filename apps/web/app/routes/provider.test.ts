import type { Provider } from '@casino/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGame } from './casino.fixtures';
import { createLoaderArgs, heartSubmission } from './favourite-hearts.fixtures';
import { loader, shouldRevalidate } from './provider';

const STUDIO: Provider = { name: 'Demo Studio', slug: 'Demo-Studio', logo: null, games_count: 3 };
const GAMES = [makeGame(1), makeGame(2), makeGame(3)];
const ANSWERS = {
  '/api/games/providers': { providers: [STUDIO] },
  '/api/games/list': { games: GAMES, totalcount: GAMES.length },
};
const PAGE_URL = 'http://localhost/providers/demo-studio';

type LoaderArgs = Parameters<typeof loader>[0];

function load(options: { signedIn: boolean; id?: string; broken?: string[] }) {
  const { args, paths } = createLoaderArgs(
    PAGE_URL,
    { id: options.id ?? 'demo-studio' },
    { ...options, answers: ANSWERS },
  );
  return { data: loader(args as unknown as LoaderArgs), paths };
}

describe('/providers/{id} loader: the favourites for the hearts (issue 13 point 5)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a player’s favourites once, beside the games', async () => {
    const { data, paths } = load({ signedIn: true });
    const { provider, games, favouriteIds } = await data;
    expect(provider).toEqual(STUDIO);
    expect(games.map((game) => game.game_id)).toEqual([1, 2, 3]);
    expect(favouriteIds).toEqual([1, 2]);
    expect(paths().filter((path) => path === '/api/user/favourites')).toHaveLength(1);
  });

  it('reads no favourites for visitors', async () => {
    const { data, paths } = load({ signedIn: false });
    expect((await data).favouriteIds).toEqual([]);
    expect(paths()).not.toContain('/api/user/favourites');
  });

  it('shows the games with empty hearts when the favourites call fails (spec §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { data } = load({ signedIn: true, broken: ['/api/user/favourites'] });
    const { games, favouriteIds } = await data;
    expect(games).toHaveLength(3);
    expect(favouriteIds).toEqual([]);
  });

  it('still answers 404 for an unknown provider', async () => {
    const thrown = await load({ signedIn: true, id: 'nobody' }).data.catch((error) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it('does not reload the grid for a heart’s answer, only for other changes', () => {
    expect(shouldRevalidate(heartSubmission(PAGE_URL))).toBe(false);
    expect(shouldRevalidate({ ...heartSubmission(PAGE_URL), formAction: '/wallet/tip' })).toBe(
      true,
    );
    expect(
      shouldRevalidate({ ...heartSubmission(PAGE_URL), nextUrl: new URL(`${PAGE_URL}?sort=asc`) }),
    ).toBe(true);
  });
});
