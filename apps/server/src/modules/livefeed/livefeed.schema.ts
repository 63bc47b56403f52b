import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Settled bets as the live feed shows them (spec §3 live feed lists: all, high, user). A game
 * module records a round here once it is settled; the row copies the names it needs so the
 * feed reads one table. `reference` is the round's own id: recording twice changes nothing.
 */
export const liveBets = pgTable(
  'live_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    userId: integer('user_id').notNull(),
    playerName: text('player_name').notNull(),
    gameId: integer('game_id').notNull(),
    gameName: text('game_name').notNull(),
    gameSlug: text('game_slug').notNull(),
    currency: text('currency').notNull(),
    /** Minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Minor units; 0 for a lost bet. */
    payout: bigint('payout', { mode: 'number' }).notNull(),
    /** payout / amount x 100, an integer, so "high" is an indexed comparison. */
    multiplierX100: integer('multiplier_x100').notNull(),
    /** A high roller's bet: the stake was at least LIVEFEED_HIGH_AMOUNT when it was recorded. */
    isHigh: boolean('is_high').notNull().default(false),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('live_bets_reference_key').on(table.reference),
    index('live_bets_settled_at_idx').on(table.settledAt),
    index('live_bets_user_id_settled_at_idx').on(table.userId, table.settledAt),
    index('live_bets_high_settled_at_idx')
      .on(table.settledAt)
      .where(sql`${table.isHigh}`),
  ],
);
