import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  gameSessions,
  providerTransactions,
  type ProviderAnswer,
  type ProviderTransactionStatus,
} from './providers.schema';

export type { ProviderRow } from '../games/games.service';
export type GameSessionRow = typeof gameSessions.$inferSelect;
export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;
export type NewProviderTransactionRow = typeof providerTransactions.$inferInsert;

/** Advisory lock class for "this provider's transaction uuid" (bet versus its rollback or win). */
const UUID_LOCK_CLASS = 1302613;

export function createProvidersRepository(db: Database) {
  return {
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
     * Serialises the calls about one transaction uuid inside their transactions: a bet and a
     * rollback naming it (or a win paying it) never interleave, on any node.
     */
    async lockUuid(tx: Executor, providerId: number, uuid: string): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${UUID_LOCK_CLASS}, hashtext(${`${providerId}:${uuid}`}))`,
      );
    },

    async findTransaction(
      tx: Executor,
      providerId: number,
      uuid: string,
    ): Promise<ProviderTransactionRow | null> {
      const [row] = await tx
        .select()
        .from(providerTransactions)
        .where(
          and(
            eq(providerTransactions.providerId, providerId),
            eq(providerTransactions.transactionUuid, uuid),
          ),
        );
      return row ?? null;
    },

    /** A rollback recorded for a uuid before any bet with it arrived. */
    async findRollbackOf(
      tx: Executor,
      providerId: number,
      uuid: string,
    ): Promise<ProviderTransactionRow | null> {
      const [row] = await tx
        .select()
        .from(providerTransactions)
        .where(
          and(
            eq(providerTransactions.providerId, providerId),
            eq(providerTransactions.referenceTransactionUuid, uuid),
            eq(providerTransactions.kind, 'rollback'),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * Records a call; answers null when its uuid is taken (a concurrent twin committed it
     * first: the unique index makes this wait for that twin's transaction, then conflict).
     */
    async insertTransaction(
      tx: Executor,
      row: NewProviderTransactionRow,
    ): Promise<ProviderTransactionRow | null> {
      const [inserted] = await tx
        .insert(providerTransactions)
        .values(row)
        .onConflictDoNothing({
          target: [providerTransactions.providerId, providerTransactions.transactionUuid],
        })
        .returning();
      return inserted ?? null;
    },

    async setTransaction(
      tx: Executor,
      id: number,
      patch: { status?: ProviderTransactionStatus; transferId?: number; answer?: ProviderAnswer },
    ): Promise<void> {
      await tx.update(providerTransactions).set(patch).where(eq(providerTransactions.id, id));
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
