/**
 * What the Games section's address carries (`/admin/games?q=&provider=&category_id=&enabled=
 * &featured=&sort=&page=`): the table is rendered on the server from it, so a filtered view can
 * be bookmarked or sent to a colleague, and paging keeps the filters.
 */

/** The table's page size. */
export const GAMES_PER_PAGE = 50;

/** The orders the API offers (the contracts' ADMIN_GAME_SORTS; a test holds them). */
export const GAME_SORTS = ['position', 'name', 'newest'] as const;
export type GameSort = (typeof GAME_SORTS)[number];

/** A yes-or-no filter as the address and the API write it; left out for either. */
export const YES_NO = ['true', 'false'] as const;
export type YesNo = (typeof YES_NO)[number];

export type GamesFilters = {
  q?: string;
  provider?: string;
  category_id?: string;
  enabled?: YesNo;
  featured?: YesNo;
  /** The lobby's order unless the address names another. */
  sort: GameSort;
};

const TEXT_FILTERS = ['q', 'provider'] as const;
const FLAG_FILTERS = ['enabled', 'featured'] as const;

const isYesNo = (value: string): value is YesNo => (YES_NO as readonly string[]).includes(value);

/** A page number of an address: a whole number from 1, the first page when it is not one. */
export function readPage(value: string | null): number {
  return Math.max(1, Math.min(100_000, Math.trunc(Number(value)) || 1));
}

/**
 * The filters an address carries, trimmed; what the API could not read (a category that is no
 * id, a flag that is not true or false, an unknown order) is left out rather than refused.
 */
export function readGamesFilters(params: URLSearchParams): GamesFilters {
  const sort = params.get('sort') ?? '';
  const filters: GamesFilters = {
    sort: (GAME_SORTS as readonly string[]).includes(sort) ? (sort as GameSort) : 'position',
  };
  for (const name of TEXT_FILTERS) {
    const value = params.get(name)?.trim().slice(0, 100);
    if (value) filters[name] = value;
  }
  const category = params.get('category_id')?.trim() ?? '';
  if (/^[1-9]\d{0,8}$/.test(category)) filters.category_id = category;
  for (const name of FLAG_FILTERS) {
    const value = params.get(name)?.trim() ?? '';
    if (isYesNo(value)) filters[name] = value;
  }
  return filters;
}

/** The filters as query parameters, the default order left out. */
function toParams(filters: GamesFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of [...TEXT_FILTERS, 'category_id', ...FLAG_FILTERS] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (filters.sort !== 'position') params.set('sort', filters.sort);
  return params;
}

/** The address of the games table with `filters` on `page` (the first page when left out). */
export function getGamesHref(filters: GamesFilters, page = 1): string {
  const params = toParams(filters);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin/games?${query}` : '/admin/games';
}

/** GET /api/admin/games's query for `filters` on `page`. */
export function toGamesQuery(filters: GamesFilters, page: number, perPage: number): string {
  const params = toParams(filters);
  params.set('sort', filters.sort);
  params.set('page', String(page));
  params.set('per_page', String(perPage));
  return params.toString();
}
