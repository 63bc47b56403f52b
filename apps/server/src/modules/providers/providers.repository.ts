import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database, type PreparedQuery } from '../../db/client';
import type { BalanceAfter } from '../../platform/events';
import { gameSessions, providerTransactions, type ProviderAnswer } from './providers.schema';

export type { ProviderRow } from '../games/games.service';
export type GameSessionRow = typeof gameSessions.$inferSelect;
export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;

/** One bet, win or rollback for provider_money (migrations 0011 and 0012). */
export interface MoneyCall {
  providerId: number;
  kind: 'bet' | 'win' | 'rollback';
  transactionUuid: string;
  referenceTransactionUuid: string | null;
  requestHash: string;
  userId: number;
  sessionId: number;
  gameId: number;
  round: string;
  currency: string;
  amount: number;
  playerAccountId: number;
  houseAccountId: number;
  transferKey: string;
  transferReference: string;
  metadata: Record<string, unknown>;
}

/** provider_money's row: a refusal, or the answer (the first one again for a replay). */
export interface MoneyOutcome {
  refusal: string | null;
  note: string | null;
  answer: ProviderAnswer | null;
  balance: number;
  settled: { transactionUuid: string; amount: number; currency: string } | null;
  moved: boolean;
  /** When money moved: the player's header balance after it, and the transfer's id. */
  after: BalanceAfter | null;
}

interface MoneyRow {
  refusal: string | null;
  note: string | null;
  answer: ProviderAnswer | null;
  balance: string | number | null;
  settled_uuid: string | null;
  settled_amount: string | number | null;
  settled_currency: string | null;
  moved: boolean;
  profile_balance: string | number | null;
  transfer_id: string | number | null;
}

const MONEY_STATEMENT = `select * from provider_money($1::integer, $2, $3, $4, $5, $6::integer,
  $7::bigint, $8::integer, $9, $10, $11::bigint, $12::integer, $13::integer, $14, $15, $16::jsonb)`;

export function createProvidersRepository(
  db: Database,
  options: { prepared?: PreparedQuery | null } = {},
) {
  const { prepared = null } = options;
  return {
    /**
     * A bet, win or rollback in one statement: locks, replay, rules, the ledger transfer and
     * the record of the call (provider_money). INSUFFICIENT_FUNDS comes as the ledger's error.
     */
    async money(call: MoneyCall): Promise<MoneyOutcome> {
      const values = [
        call.providerId,
        call.kind,
        call.transactionUuid,
        call.referenceTransactionUuid,
        call.requestHash,
        call.userId,
        call.sessionId,
        call.gameId,
        call.round,
        call.currency,
        call.amount,
        call.playerAccountId,
        call.houseAccountId,
        call.transferKey,
        call.transferReference,
        JSON.stringify(call.metadata),
      ];
      // On PostgreSQL a named statement: parsed and planned once per connection.
      const [row] = prepared
        ? await prepared<MoneyRow>('provider_money', MONEY_STATEMENT, values)
        : await queryRows<MoneyRow>(
            db,
            sql`select * from provider_money(${values[0]}::integer, ${values[1]}, ${values[2]},
              ${values[3]}, ${values[4]}, ${values[5]}::integer, ${values[6]}::bigint,
              ${values[7]}::integer, ${values[8]}, ${values[9]}, ${values[10]}::bigint,
              ${values[11]}::integer, ${values[12]}::integer, ${values[13]}, ${values[14]},
              ${values[15]}::jsonb)`,
          );
      if (!row) throw new Error('provider_money returned no row');
      return {
        refusal: row.refusal,
        note: row.note,
        answer: row.answer,
        balance: Number(row.balance ?? 0),
        settled: row.settled_uuid
          ? {
              transactionUuid: row.settled_uuid,
              amount: Number(row.settled_amount),
              currency: row.settled_currency ?? call.currency,
            }
          : null,
        moved: row.moved,
        after:
          row.moved && row.profile_balance !== null && row.transfer_id !== null
            ? { balance: Number(row.profile_balance), transferId: Number(row.transfer_id) }
            : null,
      };
    },

    async insertSession(row: typeof gameSessions.$inferInsert): Promise<GameSessionRow> {
      const [inserted] = await db.insert(gameSessions).values(row).returning();
      return inserted!;
    },

    /** The session of a token, with whether it still takes bets by the database's clock. */
    async findSessionByTokenHash(
      tokenHash: string,
    ): Promise<(GameSessionRow & { expired: boolean }) | null> {
      const [row] = await db
        .select({
          session: gameSessions,
          expired: sql<boolean>`${gameSessions.expiresAt} <= now()`,
        })
        .from(gameSessions)
        .where(eq(gameSessions.tokenHash, tokenHash));
      return row ? { ...row.session, expired: row.expired } : null;
    },

    /** A provider's record of one round at the casino (reconciliation, tests). */
    async listTransactions(providerId: number): Promise<ProviderTransactionRow[]> {
      return db
        .select()
        .from(providerTransactions)
        .where(eq(providerTransactions.providerId, providerId))
        .orderBy(providerTransactions.id);
    },
  };
}

export type ProvidersRepository = ReturnType<typeof createProvidersRepository>;
