import { idParam } from './common';
import { z } from './validation';

/** spec §9: games are requested 0 to 500; carousels show at most 50. */
export const GAMES_LIST_MAX = 500;
export const CAROUSEL_MAX = 50;
/** spec §2: the popular carousel reads category 3. */
export const POPULAR_CATEGORY_ID = 3;

export const LOBBY_TABS = ['lobby', 'live_casino', 'featured', 'game_show', 'original'] as const;
export type LobbyTab = (typeof LOBBY_TABS)[number];
/** spec §2: default, popular (by position), asc and desc by name. */
export const GAME_SORTS = ['default', 'popular', 'asc', 'desc'] as const;
export type GameSort = (typeof GAME_SORTS)[number];

/** spec §3 Game, plus the lobby flags and whether it can be played yet. */
export const gameSchema = z
  .object({
    game_id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    provider: z.string(),
    provided_by: z.string(),
    url_thumb: z.string(),
    game_image: z.string(),
    game_category_id: z.number().int().nullable(),
    position: z.number().int(),
    live_casino: z.boolean(),
    featured: z.boolean(),
    game_show: z.boolean(),
    original: z.boolean(),
    has_demo: z.boolean(),
    /** Listed but not launchable yet (demo content until the play capability lands). */
    coming_soon: z.boolean(),
    /**
     * Where the game plays on this site (the in-house crash games: "/games/crash"); null for
     * games launched through POST /games/gameURL.
     */
    play_path: z.string().nullable(),
  })
  .meta({ id: 'Game' });
export type Game = z.infer<typeof gameSchema>;

const optionalText = z.string().trim().max(100).optional();

/**
 * spec §7 POST /games/list: limitfrom / limitto may arrive in a JSON body, a form body or the
 * query string; the server reads all three (body wins).
 */
export const gamesListRequestSchema = z
  .object({
    limitfrom: z.coerce.number().int().min(0).default(0),
    limitto: z.coerce.number().int().min(0).default(GAMES_LIST_MAX),
    category_id: idParam.optional(),
    provider: optionalText,
    search: optionalText,
    sort: z.enum(GAME_SORTS).default('default'),
    tab: z.enum(LOBBY_TABS).default('lobby'),
  })
  .refine((body) => body.limitto - body.limitfrom <= GAMES_LIST_MAX, {
    path: ['limitto'],
    message: 'max_number',
    params: { maximum: GAMES_LIST_MAX },
  })
  .meta({ id: 'GamesListRequest' });
export type GamesListRequest = z.input<typeof gamesListRequestSchema>;
export const gamesListResponseSchema = z.object({
  games: z.array(gameSchema),
  totalcount: z.number().int(),
});
export type GamesListResponse = z.infer<typeof gamesListResponseSchema>;

/** spec §3 Provider: name (derived from games, no duplicates), with its logo and route id. */
export const providerSchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    logo: z.string().nullable(),
    games_count: z.number().int(),
  })
  .meta({ id: 'Provider' });
export type Provider = z.infer<typeof providerSchema>;
export const providersResponseSchema = z.object({ providers: z.array(providerSchema) });
export type ProvidersResponse = z.infer<typeof providersResponseSchema>;

/** GET /api/games/:id: one enabled game (the game page), 404 when unknown or disabled. */
export const gameParamsSchema = z.object({ id: idParam });
export const gameResponseSchema = z.object({ game: gameSchema });
export type GameResponse = z.infer<typeof gameResponseSchema>;
