import {
  CAROUSEL_MAX,
  GAME_SORTS,
  LOBBY_TABS,
  POPULAR_CATEGORY_ID,
  type Game,
  type GameSort,
  type LobbyTab,
} from '@casino/contracts/games';
import type { Category } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../lib/api';
import { orEmpty } from '../../lib/or-empty';
import { listAllGames, listGames } from './api/list-games';
import { toCardGame, type CardGame } from './game-data';

// Server-only: the contracts' constants come with zod, which stays out of the browser bundle.

/**
 * The player's own lists (issue 13): recently played and favourites, shown only to players
 * after the spec's tabs; their keys sit in ?tab= like the others.
 */
export const PLAYER_TABS = ['recent', 'favourites'] as const;
export type PlayerTab = (typeof PLAYER_TABS)[number];
export type LobbyTabKey = LobbyTab | PlayerTab;

export type LobbyState = { tab: LobbyTabKey; search: string; sort: GameSort };

export function isPlayerTab(tab: string): tab is PlayerTab {
  return PLAYER_TABS.some((entry) => entry === tab);
}

/** The tab bar: the spec's tabs, then the player's lists when someone is logged in. */
export function getLobbyTabs(isSignedIn: boolean): readonly LobbyTabKey[] {
  return isSignedIn ? [...LOBBY_TABS, ...PLAYER_TABS] : LOBBY_TABS;
}

/** The longest search the API accepts (GamesListRequest: trimmed, at most 100 characters). */
export const SEARCH_MAX_LENGTH = 100;

/** A player tab only for players: a visitor's ?tab=recent shows the lobby. */
export function parseTab(
  value: string | null | undefined,
  { isSignedIn = false }: { isSignedIn?: boolean } = {},
): LobbyTabKey {
  return getLobbyTabs(isSignedIn).find((tab) => tab === value) ?? 'lobby';
}

export function parseSort(value: string | null | undefined): GameSort {
  return GAME_SORTS.find((sort) => sort === value) ?? 'default';
}

/** Trimmed, inner whitespace collapsed, capped to what the API takes. */
export function parseSearch(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/** spec §2 Casino lobby: ?tab=, ?search= and ?sort=, each falling back to its default. */
export function readLobbyState(
  params: URLSearchParams,
  options: { isSignedIn?: boolean } = {},
): LobbyState {
  return {
    tab: parseTab(params.get('tab'), options),
    search: parseSearch(params.get('search')),
    sort: parseSort(params.get('sort')),
  };
}

/** What the page's controls offer (sent with the data so the browser needs no contracts code). */
export const LOBBY_OPTIONS = { tabs: LOBBY_TABS, sorts: GAME_SORTS };

/** spec §9: a carousel shows at most 50 games. */
export function capCarousel<T>(games: readonly T[]): T[] {
  return games.slice(0, CAROUSEL_MAX);
}

export type GameCarouselData = {
  key: string;
  title: string;
  /** Category slug for the "View all" link; null when there is no category page. */
  slug: string | null;
  icon: string | null;
  popular: boolean;
  games: CardGame[];
  total: number;
};

export type LobbyView =
  | { kind: 'search'; results: CardGame[]; total: number; popular: GameCarouselData | null }
  | { kind: 'carousels'; carousels: GameCarouselData[] }
  | { kind: 'grid'; games: CardGame[]; total: number }
  | { kind: 'player'; list: PlayerTab; games: CardGame[] };

/** The calls behind the player tabs; the route hands them in from the features owning them. */
export type PlayerLists = Record<PlayerTab, () => Promise<{ games: Game[] }>>;

const NO_GAMES: { games: Game[]; totalcount: number } = { games: [], totalcount: 0 };

async function loadCarousel(
  api: ApiClient,
  category: Pick<Category, 'id' | 'slug' | 'name' | 'icon'>,
  sort: GameSort,
  init?: ApiRequestInit,
): Promise<GameCarouselData> {
  const response = await orEmpty(
    listGames(api, { limitfrom: 0, limitto: CAROUSEL_MAX, category_id: category.id, sort }, init),
    NO_GAMES,
    `the ${category.slug} carousel`,
  );
  return {
    key: `category-${category.id}`,
    title: category.name,
    slug: category.slug,
    icon: category.icon,
    popular: category.id === POPULAR_CATEGORY_ID,
    games: capCarousel(response.games).map(toCardGame),
    total: response.totalcount,
  };
}

/** spec §2: the popular carousel reads category 3, ordered by popularity. */
async function loadPopular(
  api: ApiClient,
  categories: Category[],
  init?: ApiRequestInit,
): Promise<GameCarouselData> {
  const category = categories.find((entry) => entry.id === POPULAR_CATEGORY_ID);
  const fallback = { id: POPULAR_CATEGORY_ID, slug: 'popular', name: '', icon: 'flame' };
  const carousel = await loadCarousel(api, category ?? fallback, 'popular', init);
  return { ...carousel, slug: category?.slug ?? null };
}

/**
 * The lobby's content for a URL state: search results with the popular carousel, the lobby's
 * carousels (one per menu category, popular included), or a tab's full grid.
 */
export async function loadLobbyView(
  api: ApiClient,
  state: LobbyState,
  categories: Category[],
  init?: ApiRequestInit,
  playerLists?: PlayerLists,
): Promise<LobbyView> {
  if (state.search) {
    const [results, popular] = await Promise.all([
      orEmpty(
        listGames(
          api,
          { limitfrom: 0, limitto: CAROUSEL_MAX, search: state.search, sort: state.sort },
          init,
        ),
        NO_GAMES,
        'search results',
      ),
      loadPopular(api, categories, init),
    ]);
    return {
      kind: 'search',
      results: capCarousel(results.games).map(toCardGame),
      total: results.totalcount,
      popular: popular.games.length > 0 ? popular : null,
    };
  }
  if (state.tab === 'lobby') {
    const menu = categories.filter(
      (category) => category.in_menu === 1 || category.id === POPULAR_CATEGORY_ID,
    );
    const carousels =
      menu.length > 0
        ? await Promise.all(
            menu.map((category) =>
              category.id === POPULAR_CATEGORY_ID
                ? loadPopular(api, categories, init)
                : loadCarousel(api, category, state.sort, init),
            ),
          )
        : [await loadPopular(api, categories, init)];
    return { kind: 'carousels', carousels: carousels.filter((entry) => entry.games.length > 0) };
  }
  if (isPlayerTab(state.tab)) {
    const list = state.tab;
    const { games } = playerLists
      ? await orEmpty(playerLists[list](), { games: [] }, `the ${list} tab`)
      : { games: [] };
    // The API's order is the list's (recently played: most recent first).
    return { kind: 'player', list, games: games.map(toCardGame) };
  }
  const { games, totalcount } = await orEmpty(
    listAllGames(api, { tab: state.tab, sort: state.sort }, init),
    NO_GAMES,
    `the ${state.tab} tab`,
  );
  return { kind: 'grid', games: games.map(toCardGame), total: totalcount };
}

/** A grid page's games (category or provider), sorted as asked; failures show an empty grid. */
export async function loadGrid(
  api: ApiClient,
  filter: { category_id?: number; provider?: string; sort: GameSort },
  init?: ApiRequestInit,
): Promise<{ games: CardGame[]; total: number }> {
  const { games, totalcount } = await orEmpty(listAllGames(api, filter, init), NO_GAMES, 'games');
  return { games: games.map(toCardGame), total: totalcount };
}
