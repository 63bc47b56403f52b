import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client';
import {
  depositAddresses,
  depositRequests,
  deposits,
  entityWallets,
  tips,
  withdrawals,
  type DepositStatus,
  type WithdrawalStatus,
} from './wallet.schema';

export type EntityWalletRow = typeof entityWallets.$inferSelect;
export type NewEntityWalletRow = typeof entityWallets.$inferInsert;
export type DepositRow = typeof deposits.$inferSelect;
export type DepositRequestRow = typeof depositRequests.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawalRow = typeof withdrawals.$inferInsert;
export type TipRow = typeof tips.$inferSelect;
export type NewTipRow = typeof tips.$inferInsert;

/** One line of a player's wallet history, before the service formats it (spec §3 Transaction). */
export interface HistoryRow {
  id: number;
  uuid: string;
  type: 'deposit' | 'withdrawal' | 'tip_sent' | 'tip_received';
  amount: number | null;
  currency: string;
  /** Smallest units of the coin, when a coin moved. */
  crypto_units: string | null;
  /** Whole coins as the player typed them (declared deposits). */
  crypto_text: string | null;
  symbol: string | null;
  decimals: number | null;
  reference_number: string | null;
  status: 'pending' | 'awaiting_rate' | 'approved' | 'confirmed' | 'rejected' | 'cancelled';
  created_at: Date | string;
  wallet_address: string | null;
  counterparty: string | null;
  confirmations: number | null;
  reason: string | null;
}

export type HistoryFilter = 'all' | 'pending_deposits' | 'pending_withdrawals';

export function createWalletRepository(db: Database) {
  /** The parts of the history union; each filter keeps only what it lists. */
  function historyQuery(userId: number, currency: string, filter: HistoryFilter) {
    const parts = [];
    if (filter !== 'pending_withdrawals') {
      parts.push(sql`select d.id::bigint as id, d.uuid::text as uuid, 'deposit' as type, d.amount,
          d.currency, d.crypto_amount::text as crypto_units, null::text as crypto_text,
          w.short_code as symbol, w.decimals, d.txid as reference_number,
          d.status, d.created_at, null::text as wallet_address, null::text as counterparty,
          d.confirmations, null::text as reason
        from deposits d join entity_wallets w on w.id = d.entity_wallet_id
        where d.user_id = ${userId}
          ${filter === 'pending_deposits' ? sql`and d.status <> 'confirmed'` : sql``}`);
      parts.push(sql`select r.id::bigint, r.uuid::text, 'deposit', null::bigint, ${currency}::text,
          null::text, r.sent_amount, w.short_code, w.decimals, r.reference_number, 'pending',
          r.created_at, null::text, null::text, null::integer, null::text
        from deposit_requests r join entity_wallets w on w.id = r.entity_wallet_id
        where r.user_id = ${userId} and r.status = 'pending'`);
    }
    if (filter !== 'pending_deposits') {
      parts.push(sql`select x.id::bigint as id, x.uuid::text as uuid, 'withdrawal' as type,
          -x.amount as amount, x.currency, x.crypto_amount::text as crypto_units,
          null::text as crypto_text, w.short_code as symbol, w.decimals,
          x.txid as reference_number, x.status, x.created_at, x.wallet_address,
          null::text as counterparty, null::integer as confirmations, x.reason
        from withdrawals x join entity_wallets w on w.id = x.entity_wallet_id
        where x.user_id = ${userId}
          ${filter === 'pending_withdrawals' ? sql`and x.status = 'pending'` : sql``}`);
    }
    if (filter === 'all') {
      parts.push(sql`select t.id::bigint, t.uuid::text, 'tip_sent', -t.amount, t.currency,
          null::text, null::text, null::text, null::integer, null::text, 'confirmed',
          t.created_at, null::text, t.recipient_name, null::integer, null::text
        from tips t where t.sender_id = ${userId}`);
      parts.push(sql`select t.id::bigint, t.uuid::text, 'tip_received', t.amount, t.currency,
          null::text, null::text, null::text, null::integer, null::text, 'confirmed',
          t.created_at, null::text, t.sender_name, null::integer, null::text
        from tips t where t.recipient_id = ${userId}`);
    }
    // Column names come from the first part, whichever it is: every part names its own.
    return sql.join(parts, sql` union all `);
  }

  return {
    listCoins(): Promise<EntityWalletRow[]> {
      return db
        .select()
        .from(entityWallets)
        .orderBy(asc(entityWallets.position), asc(entityWallets.id));
    },

    async findCoinById(id: number): Promise<EntityWalletRow | null> {
      const [row] = await db.select().from(entityWallets).where(eq(entityWallets.id, id));
      return row ?? null;
    },

    async findCoinByCode(code: string): Promise<EntityWalletRow | null> {
      const [row] = await db.select().from(entityWallets).where(eq(entityWallets.shortCode, code));
      return row ?? null;
    },

    /** Inserts the coins that are missing; existing rows (operator edits) are left alone. */
    async insertMissingCoins(rows: NewEntityWalletRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(entityWallets).values(rows).onConflictDoNothing();
    },

    async updateCoin(
      id: number,
      patch: Partial<NewEntityWalletRow>,
    ): Promise<EntityWalletRow | null> {
      const [row] = await db
        .update(entityWallets)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(entityWallets.id, id))
        .returning();
      return row ?? null;
    },

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

    async insertWithdrawal(tx: Executor, row: NewWithdrawalRow): Promise<WithdrawalRow> {
      const [inserted] = await tx.insert(withdrawals).values(row).returning();
      if (!inserted) throw new Error('withdrawal not inserted');
      return inserted;
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
          .orderBy(desc(withdrawals.id))
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

    async insertTip(tx: Executor, row: NewTipRow): Promise<TipRow> {
      const [inserted] = await tx.insert(tips).values(row).returning();
      if (!inserted) throw new Error('tip not inserted');
      return inserted;
    },

    async findTipByKey(idempotencyKey: string): Promise<TipRow | null> {
      const [row] = await db.select().from(tips).where(eq(tips.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    /** A player's wallet history, newest first (spec §4: pending lists newest first). */
    async findHistory(
      userId: number,
      currency: string,
      filter: HistoryFilter,
      page: { limit: number; offset: number },
    ): Promise<{ rows: HistoryRow[]; total: number }> {
      const union = historyQuery(userId, currency, filter);
      const [rows, [totals]] = await Promise.all([
        queryRows<HistoryRow>(
          db,
          sql`select * from (${union}) h order by h.created_at desc, h.id desc
                limit ${page.limit} offset ${page.offset}`,
        ),
        queryRows<{ total: string | number }>(db, sql`select count(*) as total from (${union}) h`),
      ]);
      return { rows, total: Number(totals?.total ?? 0) };
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
