import { desc, eq } from 'drizzle-orm';
import type { Database, PreparedQuery } from '../../db/client';
import { liveBets } from './livefeed.schema';

export type LiveBetRow = typeof liveBets.$inferSelect;
export type NewLiveBetRow = typeof liveBets.$inferInsert;

/**
 * A batch of any size as one named statement (columns as arrays): parsed and planned once per
 * connection, where building a many-row insert costs the event loop more than the database.
 */
const INSERT_MANY = `insert into live_bets (reference, user_id, player_name, game_id, game_name,
    game_slug, currency, amount, payout, multiplier_x100, is_high, settled_at)
  select * from unnest($1::text[], $2::integer[], $3::text[], $4::integer[], $5::text[],
    $6::text[], $7::text[], $8::bigint[], $9::bigint[], $10::integer[], $11::boolean[],
    $12::timestamptz[])
  on conflict (reference) do nothing
  returning id, reference, user_id as "userId", player_name as "playerName",
    game_id as "gameId", game_name as "gameName", game_slug as "gameSlug", currency,
    amount, payout, multiplier_x100 as "multiplierX100", is_high as "isHigh",
    settled_at as "settledAt"`;

type PreparedLiveBetRow = Omit<LiveBetRow, 'id' | 'amount' | 'payout'> & {
  id: string | number;
  amount: string | number;
  payout: string | number;
};

export function createLivefeedRepository(
  db: Database,
  options: { prepared?: PreparedQuery | null } = {},
) {
  const { prepared = null } = options;
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
      if (prepared) {
        const column = <K extends keyof NewLiveBetRow>(key: K) => rows.map((row) => row[key]);
        const recorded = await prepared<PreparedLiveBetRow>('livefeed_insert_many', INSERT_MANY, [
          column('reference'),
          column('userId'),
          column('playerName'),
          column('gameId'),
          column('gameName'),
          column('gameSlug'),
          column('currency'),
          column('amount'),
          column('payout'),
          column('multiplierX100'),
          rows.map((row) => row.isHigh ?? false),
          rows.map((row) => row.settledAt ?? new Date()),
        ]);
        return recorded.map((row) => ({
          ...row,
          id: Number(row.id),
          amount: Number(row.amount),
          payout: Number(row.payout),
        }));
      }
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
