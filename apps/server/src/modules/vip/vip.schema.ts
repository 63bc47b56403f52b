import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A player's VIP progress (issue 16): what they have wagered in all (minor units of their
 * currency, every settled bet's stake) and the highest VIP level position reached (0: none).
 */
export const vipProgress = pgTable('vip_progress', {
  userId: integer('user_id').primaryKey(),
  wagered: bigint('wagered', { mode: 'number' }).notNull().default(0),
  levelPosition: integer('level_position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The settled bets counted, by reference, so that a bet heard twice counts once. Kept a week
 * (housekeeping trims older rows: a repeat comes within seconds).
 */
export const vipWagers = pgTable(
  'vip_wagers',
  {
    reference: text('reference').primaryKey(),
    userId: integer('user_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vip_wagers_created_idx').on(table.createdAt)],
);
