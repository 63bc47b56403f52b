import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { createCoinRepository } from './coins/coins.repository';
import { createDepositRepository } from './deposits/deposits.repository';
import { createTipRepository } from './tips/tips.repository';
import { createWithdrawalContextReader } from './withdrawals/withdrawals.context';
import { createWithdrawalRepository } from './withdrawals/withdrawals.repository';

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

/**
 * The wallet's repository: each part's queries (coins/, deposits/, withdrawals/, tips/, each in
 * its <part>.repository.ts) and the history across them, here.
 */
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
    ...createCoinRepository(db),
    ...createDepositRepository(db),
    ...createWithdrawalRepository(db),
    ...createWithdrawalContextReader(db),
    ...createTipRepository(db),

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
