import type { WithdrawalContext } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';

type Totals = { count: number; total: number };
type ContextFigures = Omit<WithdrawalContext, 'player' | 'balances'>;

const RECENT_MOVEMENTS = 10;
const RECENT_BONUSES = 5;

/**
 * What a reviewer weighs before paying a withdrawal out (issue 17): the player's deposits and
 * payouts, their play of the last 30 days and latest ledger movements, and their bonuses. Read
 * in the database, a few aggregates, never the whole history.
 */
export function createWithdrawalContextReader(db: Database) {
  return {
    async readWithdrawalContext(
      userId: number,
      currency: string,
      exceptUuid: string,
    ): Promise<ContextFigures> {
      const accounts = sql`select id from ledger_accounts
        where user_id = ${userId} and currency = ${currency}
          and kind in ('player_cash', 'player_bonus')`;
      const [deposits, withdrawals, play, bonuses, recent] = await Promise.all([
        queryRows<Totals>(
          db,
          sql`select count(*)::int as count, coalesce(sum(amount), 0)::bigint as total
            from deposits where user_id = ${userId} and currency = ${currency}
              and status = 'confirmed'`,
        ),
        queryRows<Totals>(
          db,
          sql`select count(*)::int as count, coalesce(sum(amount), 0)::bigint as total
            from withdrawals where user_id = ${userId} and currency = ${currency}
              and status in ('approved', 'confirmed') and uuid <> ${exceptUuid}`,
        ),
        queryRows<{ bets: string; wins: string; rounds: number }>(
          db,
          sql`select
              coalesce(sum(amount) filter (where type = 'bet' and debit_account_id in (${accounts})), 0)::bigint as bets,
              coalesce(sum(amount) filter (where type = 'win' and credit_account_id in (${accounts})), 0)::bigint as wins,
              (count(*) filter (where type = 'bet' and debit_account_id in (${accounts})))::int as rounds
            from ledger_transfers
            where status = 'posted' and created_at >= now() - interval '30 days'
              and (debit_account_id in (${accounts}) or credit_account_id in (${accounts}))`,
        ),
        queryRows<{ id: number; name: string; status: string; amount: number }>(
          db,
          sql`select pb.id::int as id, o.code as name, pb.amount::bigint as amount,
              case when pb.finished = 1 then coalesce(pb.ended_as, 'finished')
                   when pb.active = 1 then 'active'
                   when pb.active = -1 then 'declined'
                   else 'offered' end as status
            from player_bonuses pb join bonus_offers o on o.id = pb.offer_id
            where pb.user_id = ${userId} and (pb.active <> 0 or pb.finished = 1)
            order by pb.id desc limit ${RECENT_BONUSES}`,
        ),
        queryRows<{ id: number; type: string; amount: string; created_at: Date | string }>(
          db,
          sql`select id::bigint as id, type, created_at,
              (case when credit_account_id in (${accounts}) then amount else -amount end)::bigint as amount
            from ledger_transfers
            where status = 'posted'
              and (debit_account_id in (${accounts}) or credit_account_id in (${accounts}))
            order by id desc limit ${RECENT_MOVEMENTS}`,
        ),
      ]);
      const totals = (row: Totals | undefined) => ({
        count: Number(row?.count ?? 0),
        total: Number(row?.total ?? 0),
      });
      return {
        deposits: totals(deposits[0]),
        withdrawals: totals(withdrawals[0]),
        play_30d: {
          bets: Number(play[0]?.bets ?? 0),
          wins: Number(play[0]?.wins ?? 0),
          rounds: Number(play[0]?.rounds ?? 0),
        },
        bonuses: bonuses.map((row) => ({ ...row, id: Number(row.id), amount: Number(row.amount) })),
        recent: recent.map((row) => ({
          id: Number(row.id),
          type: row.type,
          amount: Number(row.amount),
          created_at: new Date(row.created_at).toISOString(),
        })),
      };
    },
  };
}
