import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../../db/client';
import { depositAddresses, depositRequests, deposits, type DepositStatus } from '../wallet.schema';

export type DepositRow = typeof deposits.$inferSelect;
export type DepositRequestRow = typeof depositRequests.$inferSelect;

/** Deposit addresses, reported outputs and declared deposits. Part of the wallet repository (wallet.repository.ts). */
export function createDepositRepository(db: Database) {
  return {
    /** Records the address unless it is known already. */
    async saveDepositAddress(row: {
      userId: number;
      entityWalletId: number;
      derivationIndex: number;
      address: string;
    }): Promise<void> {
      await db.insert(depositAddresses).values(row).onConflictDoNothing();
    },

    async findDepositAddress(entityWalletId: number, address: string) {
      const [row] = await db
        .select()
        .from(depositAddresses)
        .where(
          and(
            eq(depositAddresses.entityWalletId, entityWalletId),
            eq(depositAddresses.address, address),
          ),
        );
      return row ?? null;
    },

    /** A reported output by its key (coin, canonical txid, output index), without a lock. */
    async findDepositByOutput(
      entityWalletId: number,
      txid: string,
      vout: number,
    ): Promise<DepositRow | null> {
      const [row] = await db
        .select()
        .from(deposits)
        .where(
          and(
            eq(deposits.entityWalletId, entityWalletId),
            eq(deposits.txid, txid),
            eq(deposits.vout, vout),
          ),
        );
      return row ?? null;
    },

    /** The oldest deposits in one status (the sweep reads `awaiting_rate`). */
    findDepositsByStatus(status: DepositStatus, limit: number): Promise<DepositRow[]> {
      return db
        .select()
        .from(deposits)
        .where(eq(deposits.status, status))
        .orderBy(asc(deposits.id))
        .limit(limit);
    },

    /** Locks one deposit row until the transaction ends and answers it as it is now. */
    async lockDepositById(tx: Executor, id: number): Promise<DepositRow> {
      const [row] = await tx.select().from(deposits).where(eq(deposits.id, id)).for('update');
      if (!row) throw new Error(`deposit ${id} vanished`);
      return row;
    },

    /** Records a reported output unless known; then locks and answers the row. */
    async upsertDepositForUpdate(
      tx: Executor,
      row: typeof deposits.$inferInsert,
    ): Promise<DepositRow> {
      await tx.insert(deposits).values(row).onConflictDoNothing();
      const [locked] = await queryRows<Record<string, unknown>>(
        tx as Database,
        sql`select id from deposits where entity_wallet_id = ${row.entityWalletId}
              and txid = ${row.txid} and vout = ${row.vout} for update`,
      );
      const [found] = await tx
        .select()
        .from(deposits)
        .where(eq(deposits.id, Number(locked?.id)));
      if (!found) throw new Error(`deposit ${row.txid}:${row.vout} vanished`);
      return found;
    },

    async updateDeposit(
      tx: Executor,
      id: number,
      patch: Partial<typeof deposits.$inferInsert>,
    ): Promise<DepositRow> {
      const [row] = await tx.update(deposits).set(patch).where(eq(deposits.id, id)).returning();
      if (!row) throw new Error(`deposit ${id} vanished`);
      return row;
    },

    /**
     * Marks the player's declared deposit of this transaction (or amount) as matched. The
     * player typed the txid in any letter case and the amount in any spelling ("0.0020"), so
     * both are compared by meaning: case-insensitively, and as numbers.
     */
    async matchDepositRequest(
      tx: Executor,
      match: {
        userId: number;
        entityWalletId: number;
        txid: string;
        sentAmount: string;
        depositId: number;
      },
    ): Promise<void> {
      // ETH and BNB txids are stored with `0x`; a player may have typed them without.
      const txidWithoutPrefix = match.txid.replace(/^0x/, '');
      await tx.execute(sql`update deposit_requests set status = 'matched', deposit_id = ${match.depositId}
        where id = (
          select id from deposit_requests
           where user_id = ${match.userId} and entity_wallet_id = ${match.entityWalletId}
             and status = 'pending'
             and (lower(reference_number) in (${match.txid}, ${txidWithoutPrefix})
                  or sent_amount::numeric = ${match.sentAmount}::numeric)
           order by (lower(reference_number) in (${match.txid}, ${txidWithoutPrefix})) desc, id
           limit 1 for update skip locked)`);
    },

    async insertDepositRequest(
      row: typeof depositRequests.$inferInsert,
    ): Promise<DepositRequestRow | null> {
      const [inserted] = await db
        .insert(depositRequests)
        .values(row)
        .onConflictDoNothing()
        .returning();
      return inserted ?? null;
    },

    async findDepositRequest(userId: number, entityWalletId: number, referenceNumber: string) {
      const [row] = await db
        .select()
        .from(depositRequests)
        .where(
          and(
            eq(depositRequests.userId, userId),
            eq(depositRequests.entityWalletId, entityWalletId),
            eq(depositRequests.referenceNumber, referenceNumber),
          ),
        );
      return row ?? null;
    },
  };
}
