import type { Category } from '@casino/contracts';
import type { Game, Provider } from '@casino/contracts/games';

// Type-only imports: the contracts' values pull zod, which the browser bundle does without.

/** What a card needs; loaders trim games to this so a 1,200-game grid stays light in the HTML. */
export type CardGame = Pick<
  Game,
  | 'game_id'
  | 'name'
  | 'slug'
  | 'provider'
  | 'provided_by'
  | 'url_thumb'
  | 'coming_soon'
  | 'play_path'
>;

export function toCardGame(game: Game): CardGame {
  const { game_id, name, slug, provider, provided_by, url_thumb, coming_soon, play_path } = game;
  return { game_id, name, slug, provider, provided_by, url_thumb, coming_soon, play_path };
}

/** spec §2 named route providers.id: the provider name with spaces replaced by hyphens. */
export function toProviderRouteId(name: string): string {
  return name.trim().replace(/\s+/g, '-');
}

/** Matches /providers/{id} case-insensitively against the provider's slug (or its name). */
export function findProviderByRouteId<T extends Pick<Provider, 'name' | 'slug'>>(
  providers: T[],
  id: string,
): T | null {
  return findByRouteKey(
    providers,
    id,
    (provider, key) =>
      provider.slug.toLowerCase() === key || toProviderRouteId(provider.name).toLowerCase() === key,
  );
}

/** spec §2 named route category.id: the lowercased category (its slug). */
export function toCategoryRouteId(category: Pick<Category, 'slug'>): string {
  return category.slug.trim().toLowerCase();
}

export function findCategoryByRouteId<T extends Pick<Category, 'slug' | 'name'>>(
  categories: T[],
  id: string,
): T | null {
  return findByRouteKey(
    categories,
    id,
    (category, key) => toCategoryRouteId(category) === key || category.name.toLowerCase() === key,
  );
}

/** The first item `matches` the route id, trimmed and lowercased; null for a blank id. */
function findByRouteKey<T>(
  items: T[],
  id: string,
  matches: (item: T, key: string) => boolean,
): T | null {
  const key = id.trim().toLowerCase();
  if (!key) return null;
  return items.find((item) => matches(item, key)) ?? null;
}

/**
 * spec §7: a game's thumbnail from the image service by game id, resized to width x height
 * (the server resizes and caches; a missing picture answers the placeholder).
 */
export function getGameImageUrl(gameId: number, width: number, height: number): string {
  return `/api/games/${gameId}/image?width=${width}&height=${height}`;
}

/**
 * The card picture's widths: spec §9's 210x160 at 1x, 1.5x and 2x, the sizes the image service
 * renders for cards (server media.service.ts IMAGE_SIZES). With the card's `sizes` the browser
 * takes the smallest that fills the card at the screen's density (decision 032).
 */
const CARD_WIDTHS = [210, 315, 420] as const;

/** The card picture in each of CARD_WIDTHS, described by width for a `sizes` attribute. */
export function getGameCardSrcSet(gameId: number): string {
  return CARD_WIDTHS.map(
    (width) => `${getGameImageUrl(gameId, width, (width * 16) / 21)} ${width}w`,
  ).join(', ');
}

/** How wide a carousel draws a card: `w-[9.5rem] sm:w-[13.125rem]` (game-carousel.tsx). */
export const CAROUSEL_CARD_SIZES = '(min-width: 640px) 210px, 152px';

/**
 * How wide a grid draws a card (games-grid.tsx): two columns between a phone's 16 px margins
 * and a 12 px gap; from sm up, columns of at least 190 px filling the row, about 256.
 */
export const GRID_CARD_SIZES = '(min-width: 640px) 256px, calc(50vw - 22px)';

/**
 * spec §2 named route casino.id (id, slug, provided_by, url_thumb): the game id in the path,
 * the other three in the query.
 */
export function getGameHref(
  game: Pick<Game, 'game_id' | 'slug' | 'provided_by' | 'url_thumb'> &
    Partial<Pick<Game, 'play_path'>>,
): string {
  // The in-house games open their own pages (/games/crash, ...).
  if (game.play_path) return game.play_path;
  const query = new URLSearchParams({
    slug: game.slug,
    provided_by: game.provided_by,
    url_thumb: game.url_thumb,
  });
  return `/casino/${game.game_id}?${query.toString()}`;
}

/**
 * The lobby URL for a state, leaving defaults out (tab lobby, no search, sort default) so the
 * plain /casino stays the canonical address.
 */
export function getLobbyHref(
  pathname: string,
  state: { tab?: string; search?: string; sort?: string },
): string {
  const query = new URLSearchParams();
  if (state.tab && state.tab !== 'lobby') query.set('tab', state.tab);
  const search = state.search?.trim();
  if (search) query.set('search', search);
  if (state.sort && state.sort !== 'default') query.set('sort', state.sort);
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}
