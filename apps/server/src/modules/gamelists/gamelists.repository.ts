import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { favouriteGames, recentGames } from './gamelists.schema';

/** Serialises one player's favourite changes, so the FAVOURITES_LIMIT check holds on any node. */
const FAVOURITES_LOCK_CLASS = 1_302_614;
/** Three parameters a row: far below PostgreSQL's 65,535 parameters a statement. */
const UPSERT_CHUNK = 5_000;

export interface PlayedGame {
  userId: number;
  gameId: number;
  playedAt: Date;
}

/** The ids of the games in a player's `list`, newest `at` first (ties: the higher id first). */
async function findIdsNewestFirst(
  tx: Executor,
  list: typeof recentGames | typeof favouriteGames,
  at: PgColumn,
  userId: number,
  limit: number,
): Promise<number[]> {
  const rows = await tx
    .select({ gameId: list.gameId })
    .from(list)
    .where(eq(list.userId, userId))
    .orderBy(desc(at), desc(list.gameId))
    .limit(limit);
  return rows.map((row) => row.gameId);
}

export function createGamelistsRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /**
     * One statement per UPSERT_CHUNK plays: a game moves to the top of the list, never down
     * (an older event arriving late keeps the newer time). Keys must be distinct.
     */
    async upsertPlayed(rows: PlayedGame[], tx: Executor = db): Promise<void> {
      for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
        await tx
          .insert(recentGames)
          .values(rows.slice(i, i + UPSERT_CHUNK))
          .onConflictDoUpdate({
            target: [recentGames.userId, recentGames.gameId],
            set: { playedAt: sql`greatest(${recentGames.playedAt}, excluded.played_at)` },
          });
      }
    },

    /** The ids of the player's recently played games, most recent first. */
    findRecentIds: (userId: number, limit: number, tx: Executor = db) =>
      findIdsNewestFirst(tx, recentGames, recentGames.playedAt, userId, limit),

    /** The ids of the player's favourite games, newest first. */
    findFavouriteIds: (userId: number, limit: number, tx: Executor = db) =>
      findIdsNewestFirst(tx, favouriteGames, favouriteGames.createdAt, userId, limit),

    /** Inside a transaction: waits for the player's other favourite changes to finish. */
    async lockFavourites(tx: Executor, userId: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${FAVOURITES_LOCK_CLASS}, ${userId})`);
    },

    /** Whether the game is already a favourite, and how many favourites the player keeps. */
    async findFavouriteState(
      tx: Executor,
      userId: number,
      gameId: number,
    ): Promise<{ isFavourite: boolean; total: number }> {
      const [row] = await tx
        .select({
          total: count(),
          isFavourite: sql<boolean>`coalesce(bool_or(${favouriteGames.gameId} = ${gameId}), false)`,
        })
        .from(favouriteGames)
        .where(eq(favouriteGames.userId, userId));
      return { isFavourite: Boolean(row?.isFavourite), total: Number(row?.total ?? 0) };
    },

    async insertFavourite(tx: Executor, userId: number, gameId: number): Promise<void> {
      await tx.insert(favouriteGames).values({ userId, gameId }).onConflictDoNothing();
    },

    async deleteFavourite(userId: number, gameId: number, tx: Executor = db): Promise<void> {
      await tx
        .delete(favouriteGames)
        .where(and(eq(favouriteGames.userId, userId), eq(favouriteGames.gameId, gameId)));
    },
  };
}

export type GamelistsRepository = ReturnType<typeof createGamelistsRepository>;
