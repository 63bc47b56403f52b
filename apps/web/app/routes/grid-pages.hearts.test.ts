import type { Category, Provider } from '@casino/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGame } from '../lib/testing/games';
import { loader as categoryLoader, shouldRevalidate as categoryRevalidate } from './category';
import { createLoaderArgs, heartSubmission } from './favourite-hearts.fixtures';
import { loader as providerLoader, shouldRevalidate as providerRevalidate } from './provider';

// The two grid pages read a player's favourites the same way (issue 13 point 5).

const SLOTS: Category = { id: 4, slug: 'slots', name: 'Slots', icon: null, in_menu: 1 };
const STUDIO: Provider = { name: 'Demo Studio', slug: 'Demo-Studio', logo: null, games_count: 3 };
const GAMES = [makeGame(1), makeGame(2), makeGame(3)];

type GridLoader = (args: never) => Promise<{
  games: { game_id: number }[];
  favouriteIds: number[];
  [key: string]: unknown;
}>;

const PAGES = [
  {
    page: '/category/{id}',
    loader: categoryLoader as GridLoader,
    shouldRevalidate: categoryRevalidate,
    url: 'http://localhost/category/slots',
    id: 'slots',
    list: { '/api/games/categories': { categories: [SLOTS] } },
    found: ['category', SLOTS],
    thing: 'category',
    unknownId: 'nope',
    otherAction: '/wallet/withdraw',
  },
  {
    page: '/providers/{id}',
    loader: providerLoader as GridLoader,
    shouldRevalidate: providerRevalidate,
    url: 'http://localhost/providers/demo-studio',
    id: 'demo-studio',
    list: { '/api/games/providers': { providers: [STUDIO] } },
    found: ['provider', STUDIO],
    thing: 'provider',
    unknownId: 'nobody',
    otherAction: '/wallet/tip',
  },
] as const;

describe.each(PAGES)('$page loader: the favourites for the hearts (issue 13 point 5)', (page) => {
  const answers = {
    ...page.list,
    '/api/games/list': { games: GAMES, totalcount: GAMES.length },
  };
  const load = (options: { signedIn: boolean; id?: string; broken?: string[] }) => {
    const { args, paths } = createLoaderArgs(
      page.url,
      { id: options.id ?? page.id },
      { ...options, answers },
    );
    return { data: page.loader(args as never), paths };
  };

  afterEach(() => vi.restoreAllMocks());

  it('reads a player’s favourites once, beside the games', async () => {
    const { data, paths } = load({ signedIn: true });
    const { games, favouriteIds, ...rest } = await data;
    const [key, value] = page.found;
    expect(rest[key]).toEqual(value);
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

  it(`still answers 404 for an unknown ${page.thing}`, async () => {
    const thrown = await load({ signedIn: true, id: page.unknownId }).data.catch((error) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it('does not reload the grid for a heart’s answer, only for other changes', () => {
    const submission = heartSubmission(page.url);
    expect(page.shouldRevalidate(submission)).toBe(false);
    expect(page.shouldRevalidate({ ...submission, formAction: page.otherAction })).toBe(true);
    expect(page.shouldRevalidate({ ...submission, nextUrl: new URL(`${page.url}?sort=asc`) })).toBe(
      true,
    );
  });
});
