import { and, eq, gt, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor, type PreparedQuery } from '../../db/client';
import type { BalanceAfter } from '../../platform/events';
import { createBatcher } from '../../platform/group-commit';
import { isRetryable, LedgerRefusal } from '../ledger/ledger.service';
import { gameSessions, providerTransactions, type ProviderAnswer } from './providers.schema';

export type { ProviderRow } from '../games/games.service';
export type GameSessionRow = typeof gameSessions.$inferSelect;
export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;

/** One bet, win or rollback for provider_money (sql/provider_money.sql). */
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
  /** A free spin: the FREE_SPINS bonus whose spin it takes (docs/providers.md "Free rounds"). */
  reward: number | null;
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

interface BatchRow extends MoneyRow {
  i: number;
  /** The name of the ledger error that refused this call (nothing of it was written). */
  error: string | null;
}

const BATCH_STATEMENT = 'select * from provider_money_batch($1::jsonb)';
/** Below PostgreSQL's 64 cached subtransactions per transaction (one per call). */
const MAX_BATCH = 32;
/**
 * Batches running at once per node, never two on the same house or player account (the
 * batcher keeps them apart), so they never wait for each other's locks. Measured on this
 * 2-core machine: 1 lane 0.42, 2 lanes 0.52 to 0.55, 4 lanes 0.42 of the ledger's pair rate
 * (bench/README.md "Seamless wallet").
 */
const LANES = 2;

/** A call as provider_money_batch reads it: provider_money's arguments, `i` its place. */
function toBatchItem(call: MoneyCall, i: number) {
  return {
    i,
    provider: call.providerId,
    kind: call.kind,
    uuid: call.transactionUuid,
    reference: call.referenceTransactionUuid,
    request_hash: call.requestHash,
    user: call.userId,
    session: call.sessionId,
    game: call.gameId,
    round: call.round,
    currency: call.currency,
    amount: call.amount,
    player: call.playerAccountId,
    house: call.houseAccountId,
    key: call.transferKey,
    transfer_reference: call.transferReference,
    metadata: call.metadata,
    reward: call.reward,
  };
}

function toOutcome(row: MoneyRow, call: MoneyCall): MoneyOutcome {
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
}

export function createProvidersRepository(
  db: Database,
  options: { prepared?: PreparedQuery | null } = {},
) {
  const { prepared = null } = options;

  async function runBatch(calls: MoneyCall[]): Promise<(MoneyOutcome | Error)[]> {
    const json = JSON.stringify(calls.map(toBatchItem));
    // On PostgreSQL a named statement: parsed and planned once per connection.
    const rows = prepared
      ? await prepared<BatchRow>('provider_money_batch', BATCH_STATEMENT, [json])
      : await queryRows<BatchRow>(db, sql`select * from provider_money_batch(${json}::jsonb)`);
    const results: (MoneyOutcome | Error)[] = [];
    for (const row of rows) {
      results[row.i] = row.error ? new LedgerRefusal(row.error) : toOutcome(row, calls[row.i]!);
    }
    return results;
  }

  const batcher = createBatcher({
    run: runBatch,
    maxBatch: MAX_BATCH,
    maxRunning: LANES,
    locksOf: (call: MoneyCall) => [call.houseAccountId, call.playerAccountId],
    isRetryable,
  });

  return {
    /**
     * A bet, win or rollback: locks, replay, rules, the ledger transfer and the record of the
     * call (provider_money), committed with the other calls gathered meanwhile (decision 022).
     * INSUFFICIENT_FUNDS comes as the ledger's error.
     */
    money: (call: MoneyCall): Promise<MoneyOutcome> => batcher.submit(call),

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

    /**
     * Ends the player's game sessions for new bets (a blocked account): the money function reads
     * `expires_at` at each bet, so no cached session slips a bet through; wins and rollbacks of
     * rounds already played still settle.
     */
    async expireSessionsOf(userId: number, tx: Executor = db): Promise<number> {
      const rows = await tx
        .update(gameSessions)
        .set({ expiresAt: sql`now()` })
        .where(and(eq(gameSessions.userId, userId), gt(gameSessions.expiresAt, sql`now()`)))
        .returning({ id: gameSessions.id });
      return rows.length;
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
