import { CAROUSEL_MAX, type GamesListRequest } from '@casino/contracts/games';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../lib/api';
import { makeGame } from '../../lib/testing/games';
import { toCardGame } from './game-data';
import {
  capCarousel,
  getLobbyTabs,
  loadLobbyView,
  parseSearch,
  parseSort,
  parseTab,
  readLobbyState,
} from './lobby.server';

describe('lobby URL state', () => {
  it.each([
    {
      case: 'reads tab, search and sort from the query',
      query: 'tab=live_casino&search=%20Book%20of%20&sort=desc',
      state: { tab: 'live_casino', search: 'Book of', sort: 'desc' },
    },
    {
      case: 'falls back to the defaults when values are missing',
      query: '',
      state: { tab: 'lobby', search: '', sort: 'default' },
    },
  ])('$case', ({ query, state }) => {
    expect(readLobbyState(new URLSearchParams(query))).toEqual(state);
  });

  it('falls back to the defaults for invalid values', () => {
    expect(parseTab('slots')).toBe('lobby');
    expect(parseTab('LIVE_CASINO')).toBe('lobby');
    expect(parseTab('')).toBe('lobby');
    expect(parseSort('newest')).toBe('default');
    expect(parseSort('ASC')).toBe('default');
    expect(parseSort(null)).toBe('default');
  });

  it('accepts every listed tab and sort', () => {
    for (const tab of ['lobby', 'live_casino', 'featured', 'game_show', 'original'])
      expect(parseTab(tab)).toBe(tab);
    for (const sort of ['default', 'popular', 'asc', 'desc']) expect(parseSort(sort)).toBe(sort);
  });

  it('normalises the search and caps it at the 100 characters the API takes', () => {
    expect(parseSearch('   ')).toBe('');
    expect(parseSearch(' mega \n  moolah ')).toBe('mega moolah');
    expect(parseSearch('x'.repeat(150))).toHaveLength(100);
  });
});

/** An API that ignores the requested range, to prove the page caps carousels itself. */
function fakeApi(total: number, calls: GamesListRequest[] = []): ApiClient {
  const games = Array.from({ length: total }, (_, index) => makeGame(index + 1));
  const post = (path: string, body?: unknown) => {
    calls.push(body as GamesListRequest);
    if (path !== '/api/games/list') throw new Error(`unexpected ${path}`);
    return Promise.resolve({ games, totalcount: total });
  };
  return { post, get: post, patch: post, delete: post } as unknown as ApiClient;
}

describe('carousel cap (spec §9: at most 50 games)', () => {
  it('keeps the first 50 in order', () => {
    const capped = capCarousel(Array.from({ length: 120 }, (_, index) => index));
    expect(CAROUSEL_MAX).toBe(50);
    expect(capped).toHaveLength(50);
    expect(capped[0]).toBe(0);
    expect(capped[49]).toBe(49);
  });

  it('leaves shorter lists alone', () => {
    expect(capCarousel([1, 2, 3])).toEqual([1, 2, 3]);
  });

  it('caps lobby carousels even when the API returns more, and asks for 50', async () => {
    const calls: GamesListRequest[] = [];
    const categories = [
      { id: 1, slug: 'slots', name: 'Slots', icon: 'dices', in_menu: 1 as const },
      { id: 3, slug: 'popular', name: 'Popular', icon: 'flame', in_menu: 1 as const },
      { id: 9, slug: 'hidden', name: 'Hidden', icon: null, in_menu: 0 as const },
    ];
    const view = await loadLobbyView(
      fakeApi(1200, calls),
      { tab: 'lobby', search: '', sort: 'asc' },
      categories,
    );
    expect(view.kind).toBe('carousels');
    if (view.kind !== 'carousels') return;
    expect(view.carousels.map((carousel) => carousel.slug)).toEqual(['slots', 'popular']);
    for (const carousel of view.carousels) expect(carousel.games).toHaveLength(50);
    expect(view.carousels[1]?.popular).toBe(true);
    expect(calls.every((call) => call.limitfrom === 0 && call.limitto === 50)).toBe(true);
    // The popular carousel is always ordered by popularity (spec §2).
    expect(calls.find((call) => call.category_id === 3)?.sort).toBe('popular');
    expect(calls.find((call) => call.category_id === 1)?.sort).toBe('asc');
  });

  it('caps search results and adds the popular carousel', async () => {
    const view = await loadLobbyView(
      fakeApi(300),
      { tab: 'lobby', search: 'demo', sort: 'default' },
      [],
    );
    expect(view.kind).toBe('search');
    if (view.kind !== 'search') return;
    expect(view.results).toHaveLength(50);
    expect(view.total).toBe(300);
    expect(view.popular?.games).toHaveLength(50);
  });

  it('loads a tab grid in full, 500 games per call', async () => {
    const calls: GamesListRequest[] = [];
    const view = await loadLobbyView(
      fakeApi(1200, calls),
      { tab: 'featured', search: '', sort: 'default' },
      [],
    );
    expect(calls.map((call) => [call.limitfrom, call.limitto, call.tab])).toEqual([
      [0, 500, 'featured'],
      [500, 1000, 'featured'],
      [1000, 1500, 'featured'],
    ]);
    expect(view.kind).toBe('grid');
  });
});

describe('player tabs (issue 13)', () => {
  it('reads ?tab=recent and ?tab=favourites for players only', () => {
    const params = new URLSearchParams('tab=recent');
    expect(readLobbyState(params, { isSignedIn: true }).tab).toBe('recent');
    expect(readLobbyState(params).tab).toBe('lobby');
    expect(parseTab('favourites', { isSignedIn: true })).toBe('favourites');
    expect(parseTab('favourites')).toBe('lobby');
  });

  it('lists the player tabs after the spec’s, for players', () => {
    expect(getLobbyTabs(false)).toEqual([
      'lobby',
      'live_casino',
      'featured',
      'game_show',
      'original',
    ]);
    expect(getLobbyTabs(true).slice(-2)).toEqual(['recent', 'favourites']);
  });

  it('loads a player tab through the call the route hands in, keeping its order', async () => {
    const recent = vi.fn(() => Promise.resolve({ games: [makeGame(9), makeGame(4)] }));
    const favourites = vi.fn(() => Promise.resolve({ games: [] }));
    const view = await loadLobbyView(
      fakeApi(0),
      { tab: 'recent', search: '', sort: 'default' },
      [],
      undefined,
      { recent, favourites },
    );
    expect(view).toEqual({
      kind: 'player',
      list: 'recent',
      games: [makeGame(9), makeGame(4)].map(toCardGame),
    });
    expect(favourites).not.toHaveBeenCalled();
  });

  it('shows an empty list when the player list fails (spec §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = await loadLobbyView(
      fakeApi(0),
      { tab: 'favourites', search: '', sort: 'default' },
      [],
      undefined,
      {
        recent: () => Promise.resolve({ games: [] }),
        favourites: () => Promise.reject(new TypeError('fetch failed')),
      },
    );
    expect(view).toEqual({ kind: 'player', list: 'favourites', games: [] });
    expect(logged).toHaveBeenCalledWith('Loading the favourites tab failed', expect.any(TypeError));
    logged.mockRestore();
  });
});
