import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/** A player's favourite games (the heart on a game card). */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    userId: integer('user_id').notNull(),
    gameId: integer('game_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.gameId] }),
    index('favourite_games_user_idx').on(table.userId, table.createdAt),
  ],
);

/** The games a player last played (launched, or bet on in-house), one row per game. */
export const recentGames = pgTable(
  'recent_games',
  {
    userId: integer('user_id').notNull(),
    gameId: integer('game_id').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.gameId] }),
    index('recent_games_user_idx').on(table.userId, table.playedAt),
  ],
);
