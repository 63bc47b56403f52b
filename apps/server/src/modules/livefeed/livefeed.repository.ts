import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { liveBets } from './livefeed.schema';

export type LiveBetRow = typeof liveBets.$inferSelect;
export type NewLiveBetRow = typeof liveBets.$inferInsert;

export function createLivefeedRepository(db: Database) {
  const latest = (limit: number, where?: ReturnType<typeof eq>) =>
    db
      .select()
      .from(liveBets)
      .where(where)
      .orderBy(desc(liveBets.settledAt), desc(liveBets.id))
      .limit(limit);

  return {
    /** Inserts the bets whose reference is not recorded yet; answers the new rows. */
    async insertMany(rows: NewLiveBetRow[]): Promise<LiveBetRow[]> {
      if (rows.length === 0) return [];
      return db
        .insert(liveBets)
        .values(rows)
        .onConflictDoNothing({ target: liveBets.reference })
        .returning();
    },

    findLatest(limit: number): Promise<LiveBetRow[]> {
      return latest(limit);
    },

    findLatestHigh(limit: number): Promise<LiveBetRow[]> {
      return latest(limit, eq(liveBets.isHigh, true));
    },

    findLatestOfUser(userId: number, limit: number): Promise<LiveBetRow[]> {
      return latest(limit, eq(liveBets.userId, userId));
    },
  };
}

export type LivefeedRepository = ReturnType<typeof createLivefeedRepository>;
