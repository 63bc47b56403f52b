import { isoDateTime, minorUnits, multiplier, recordId } from './common';
import { z } from './validation';

export { LIVE_FEED_SIZE } from './livefeed-size';

/**
 * One settled bet in the live bets feed. Amounts are integers in minor units of `currency`;
 * the player's name is masked for everyone but the player.
 */
export const liveBetSchema = z
  .object({
    id: recordId,
    game_id: recordId,
    game_name: z.string(),
    game_slug: z.string(),
    player: z.string(),
    currency: z.string(),
    amount: minorUnits,
    payout: minorUnits,
    /** payout / amount, two decimals (0 for a lost bet). */
    multiplier,
    /** A high roller's bet: it belongs in the "high" list too. */
    high: z.boolean(),
    created_at: isoDateTime,
  })
  .meta({ id: 'LiveBet' });
export type LiveBet = z.infer<typeof liveBetSchema>;

/** Channel livefeed, event LiveBet: bets that entered the feed since the last message. */
export interface LiveBetEvent {
  bets: LiveBet[];
}

/**
 * spec §7 GET /livefeed: the lists all, high and user (user is empty for visitors). spec §3's
 * "high" lists high rollers' bets: stakes at or above the server's LIVEFEED_HIGH_AMOUNT
 * (decision 007).
 */
export const liveFeedResponseSchema = z
  .object({
    all: z.array(liveBetSchema),
    high: z.array(liveBetSchema),
    user: z.array(liveBetSchema),
  })
  .meta({ id: 'LiveFeed' });
export type LiveFeedResponse = z.infer<typeof liveFeedResponseSchema>;
