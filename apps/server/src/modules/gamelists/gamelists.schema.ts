import { index, integer, pgTable, primaryKey, timestamp, type PgColumn } from 'drizzle-orm/pg-core';

/** The columns of a player's list of games: one row per (player, game). */
const playerGameColumns = () => ({
  userId: integer('user_id').notNull(),
  gameId: integer('game_id').notNull(),
});

/** Keyed by (player, game); read by player, newest `at` first. */
const playerGameKeys = (
  name: string,
  table: { userId: PgColumn; gameId: PgColumn },
  at: PgColumn,
) => [
  primaryKey({ columns: [table.userId, table.gameId] }),
  index(`${name}_user_idx`).on(table.userId, at),
];

/** A player's favourite games (the heart on a game card). */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    ...playerGameColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => playerGameKeys('favourite_games', table, table.createdAt),
);

/** The games a player last played (launched, or bet on in-house), one row per game. */
export const recentGames = pgTable(
  'recent_games',
  {
    ...playerGameColumns(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => playerGameKeys('recent_games', table, table.playedAt),
);
