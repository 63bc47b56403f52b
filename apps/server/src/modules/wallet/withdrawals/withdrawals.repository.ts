import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { insertOne, type Database, type Executor } from '../../../db/client';
import { entityWallets, withdrawals, type WithdrawalStatus } from '../wallet.schema';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawalRow = typeof withdrawals.$inferInsert;

/** Withdrawals and their staff review. Part of the wallet repository (wallet.repository.ts). */
export function createWithdrawalRepository(db: Database) {
  return {
    async insertWithdrawal(tx: Executor, row: NewWithdrawalRow): Promise<WithdrawalRow> {
      return insertOne(tx, withdrawals, row);
    },

    async findWithdrawalByKey(idempotencyKey: string): Promise<WithdrawalRow | null> {
      const [row] = await db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    async findWithdrawalByUuid(
      uuid: string,
      executor: Executor = db,
    ): Promise<WithdrawalRow | null> {
      const [row] = await executor.select().from(withdrawals).where(eq(withdrawals.uuid, uuid));
      return row ?? null;
    },

    /** The withdrawal, locked until the transaction ends (staff decisions one at a time). */
    async lockWithdrawal(tx: Executor, uuid: string): Promise<WithdrawalRow | null> {
      const [row] = await tx
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.uuid, uuid))
        .for('update');
      return row ?? null;
    },

    /** Moves a withdrawal from one status to the next; null when it was not in `from`. */
    async transitionWithdrawal(
      tx: Executor,
      uuid: string,
      from: WithdrawalStatus[],
      patch: Partial<NewWithdrawalRow> & { status: WithdrawalStatus },
      userId?: number,
    ): Promise<WithdrawalRow | null> {
      const [row] = await tx
        .update(withdrawals)
        .set({ ...patch, updatedAt: new Date() })
        .where(
          and(
            eq(withdrawals.uuid, uuid),
            sql`${withdrawals.status} in ${from}`,
            userId === undefined ? undefined : eq(withdrawals.userId, userId),
          ),
        )
        .returning();
      return row ?? null;
    },

    async listWithdrawals(options: {
      status?: WithdrawalStatus | undefined;
      limit: number;
      offset: number;
    }): Promise<{ rows: (WithdrawalRow & { symbol: string; decimals: number })[]; total: number }> {
      const where = options.status ? eq(withdrawals.status, options.status) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            withdrawal: withdrawals,
            symbol: entityWallets.shortCode,
            decimals: entityWallets.decimals,
          })
          .from(withdrawals)
          .innerJoin(entityWallets, eq(entityWallets.id, withdrawals.entityWalletId))
          .where(where)
          // The pending queue is worked oldest first; every other list shows the newest first.
          .orderBy(options.status === 'pending' ? asc(withdrawals.id) : desc(withdrawals.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ total: count() }).from(withdrawals).where(where),
      ]);
      return {
        rows: rows.map((row) => ({
          ...row.withdrawal,
          symbol: row.symbol,
          decimals: row.decimals,
        })),
        total: totals?.total ?? 0,
      };
    },
  };
}
