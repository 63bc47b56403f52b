import { idParam } from './common';
import { z } from 'zod';
import { gameSchema } from './games';

/**
 * Launching a provider's game (issue 13, spec §7 POST /games/gameURL and the demo game URL).
 * The answer keeps the spec's shape: the frame opens `urldata.url`.
 */
export const gameUrlRequestSchema = z.object({ game_id: idParam }).meta({ id: 'GameUrlRequest' });
export type GameUrlRequest = z.input<typeof gameUrlRequestSchema>;

export const gameUrlResponseSchema = z
  .object({
    urldata: z.object({
      url: z.string(),
      /** real: ledger money through the seamless wallet; demo: the provider's play money. */
      mode: z.enum(['real', 'demo']),
    }),
  })
  .meta({ id: 'GameUrl' });
export type GameUrlResponse = z.infer<typeof gameUrlResponseSchema>;

/** spec §7 POST /user/gameslist: the player's recently played games, most recent first. */
export const RECENT_GAMES_LIMIT = 24;
export const gameListResponseSchema = z
  .object({ games: z.array(gameSchema) })
  .meta({ id: 'PlayerGameList' });
export type GameListResponse = z.infer<typeof gameListResponseSchema>;

/** PUT / DELETE /api/user/favourites/{game_id}: the heart on a game card. */
export const favouriteParamsSchema = z.object({
  game_id: idParam,
});
export const favouriteResponseSchema = z
  .object({ game_id: z.number().int(), favourite: z.boolean() })
  .meta({ id: 'Favourite' });
export type FavouriteResponse = z.infer<typeof favouriteResponseSchema>;
/** A player keeps at most this many favourites. */
export const FAVOURITES_LIMIT = 200;

/** Back office: a provider on the seamless wallet (never its secret). */
export const providerViewSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    launch_url: z.string(),
    enabled: z.boolean(),
    is_demo: z.boolean(),
  })
  .meta({ id: 'WalletProvider' });
export type ProviderView = z.infer<typeof providerViewSchema>;

/** POST /api/admin/providers (provider:create does the same). */
export const providerCreateSchema = z
  .object({
    code: z.string().trim().min(1).max(32),
    name: z.string().trim().min(1).max(80),
    secret: z.string().min(1).max(200),
    launch_url: z.string().trim().min(1).max(500),
  })
  .meta({ id: 'WalletProviderCreate' });

/** PATCH /api/admin/providers/{code}: rotate the secret, move the launch URL, switch off/on. */
export const providerUpdateSchema = z
  .object({
    secret: z.string().min(1).max(200).optional(),
    launch_url: z.string().trim().min(1).max(500).optional(),
    enabled: z.boolean().optional(),
  })
  .meta({ id: 'WalletProviderUpdate' });
