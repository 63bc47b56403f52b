import { COMING_SOON, THEMES } from '../themes';

/**
 * The studio's catalog feed (docs/catalog-feed.md), plus `provider_code` so the casino ties the
 * games to the registered seamless-wallet provider. Everything in it is labelled demo content.
 */

export const PROVIDER_NAME = 'Demo Studio (demo content)';
export const PROVIDER_CODE = 'demo-studio';
/** The casino's position numbers 1 to 3 belong to its own crash games. */
const FIRST_POSITION = 4;

export interface FeedGame {
  external_id: string;
  name: string;
  category: string;
  thumbnail: string;
  position: number;
  featured: boolean;
  live_casino: boolean;
  game_show: boolean;
  original: boolean;
  has_demo: boolean;
  coming_soon: boolean;
}

export interface CatalogFeed {
  provider: string;
  provider_code: string;
  provided_by: string;
  logo: string;
  games: FeedGame[];
}

export const thumbnailOf = (code: string) => `demo-studio/${code}.svg`;

export function buildCatalogFeed(): CatalogFeed {
  const playable: FeedGame[] = THEMES.map((theme, index) => ({
    external_id: theme.code,
    name: `${theme.name} (demo)`,
    category: theme.category,
    thumbnail: thumbnailOf(theme.code),
    position: FIRST_POSITION + index,
    featured: theme.featured,
    live_casino: false,
    game_show: false,
    original: false,
    has_demo: true,
    coming_soon: false,
  }));
  const comingSoon: FeedGame[] = COMING_SOON.map((entry, index) => ({
    external_id: entry.code,
    name: `${entry.name} (demo)`,
    category: entry.category,
    thumbnail: thumbnailOf(entry.code),
    position: FIRST_POSITION + THEMES.length + index,
    featured: false,
    live_casino: entry.kind === 'live_casino',
    game_show: entry.kind === 'game_show',
    original: false,
    // No engine yet: listed honestly as coming soon, with no play mode of either kind.
    has_demo: false,
    coming_soon: true,
  }));
  return {
    provider: PROVIDER_NAME,
    provider_code: PROVIDER_CODE,
    provided_by: 'demo',
    logo: 'demo-studio.webp',
    games: [...playable, ...comingSoon],
  };
}
