import { desc, eq, gte } from 'drizzle-orm';
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
    /** Inserts the bet unless its reference is already recorded; true when it was new. */
    async insert(row: NewLiveBetRow): Promise<boolean> {
      const inserted = await db
        .insert(liveBets)
        .values(row)
        .onConflictDoNothing({ target: liveBets.reference })
        .returning({ id: liveBets.id });
      return inserted.length > 0;
    },

    findLatest(limit: number): Promise<LiveBetRow[]> {
      return latest(limit);
    },

    findLatestHigh(minMultiplierX100: number, limit: number): Promise<LiveBetRow[]> {
      return latest(limit, gte(liveBets.multiplierX100, minMultiplierX100));
    },

    findLatestOfUser(userId: number, limit: number): Promise<LiveBetRow[]> {
      return latest(limit, eq(liveBets.userId, userId));
    },
  };
}

export type LivefeedRepository = ReturnType<typeof createLivefeedRepository>;
