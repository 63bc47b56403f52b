import { z } from './validation';

/** How many settled bets each live feed list carries. */
export const LIVE_FEED_SIZE = 20;
/** A "high" bet (spec §3 live feed lists: all, high, user) pays at least this multiplier. */
export const HIGH_WIN_MULTIPLIER = 10;

/**
 * One settled bet in the live bets feed. Amounts are integers in minor units of `currency`;
 * the player's name is masked for everyone but the player.
 */
export const liveBetSchema = z
  .object({
    id: z.number().int(),
    game_id: z.number().int(),
    game_name: z.string(),
    game_slug: z.string(),
    player: z.string(),
    currency: z.string(),
    amount: z.number().int(),
    payout: z.number().int(),
    /** payout / amount, two decimals (0 for a lost bet). */
    multiplier: z.number(),
    created_at: z.string(),
  })
  .meta({ id: 'LiveBet' });
export type LiveBet = z.infer<typeof liveBetSchema>;

/** spec §7 GET /livefeed: the lists all, high and user (user is empty for visitors). */
export const liveFeedResponseSchema = z
  .object({
    all: z.array(liveBetSchema),
    high: z.array(liveBetSchema),
    user: z.array(liveBetSchema),
  })
  .meta({ id: 'LiveFeed' });
export type LiveFeedResponse = z.infer<typeof liveFeedResponseSchema>;
