import type { AdminPlayerLedgerQuery } from '@casino/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/**
 * The back office's read model of players (issue 17 "Players"): search and the player page,
 * read straight from the users, wallet, bonuses and ledger tables in a few aggregates. Read
 * only: every change goes through the owning module's service.
 */
export interface PlayerListRow {
  id: number;
  name: string;
  email: string;
  role: string;
  currency: string;
  locale: string;
  created_at: Date | string;
  email_verified_at: Date | string | null;
  blocked_at: Date | string | null;
  blocked_reason: string | null;
  w_balance: string | number;
}

const RECENT = 10;
const DAY_MS = 86_400_000;

/** The player's cash account's balance less holds, in their own currency. */
const CASH_OF_USER = sql`coalesce((select a.balance - a.pending_debits from ledger_accounts a
  where a.user_id = u.id and a.kind = 'player_cash' and a.currency = u.currency), 0)`;

const PLAYER_COLUMNS = sql`u.id, u.name, u.email, u.role, u.currency, u.locale, u.created_at,
  u.email_verified_at, u.blocked_at, u.blocked_reason, ${CASH_OF_USER}::bigint as w_balance`;

export function createPlayersRepository(db: Database) {
  /** The player's ledger accounts (cash and bonus, in their currency). */
  const accountsOf = (userId: number) => sql`select a.id from ledger_accounts a
    join users u on u.id = a.user_id
    where a.user_id = ${userId} and a.currency = u.currency
      and a.kind in ('player_cash', 'player_bonus')`;

  return {
    /**
     * Players matching `q`: an id (digits), a deposit address (exact), or a part of the name or
     * e-mail (case-insensitive); newest first. Without `q`, every account.
     */
    async search(
      q: string | undefined,
      page: { limit: number; offset: number },
    ): Promise<{ rows: PlayerListRow[]; total: number }> {
      let where: SQL = sql`true`;
      if (q) {
        const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const byId = /^\d{1,9}$/.test(q) ? sql`u.id = ${Number(q)} or` : sql``;
        where = sql`(${byId} u.name ilike ${like} or u.email ilike ${like}
          or u.id in (select d.user_id from deposit_addresses d where d.address = ${q}))`;
      }
      const [rows, counted] = await Promise.all([
        queryRows<PlayerListRow>(
          db,
          sql`select ${PLAYER_COLUMNS} from users u where ${where}
            order by u.id desc limit ${page.limit} offset ${page.offset}`,
        ),
        queryRows<{ total: number }>(
          db,
          sql`select count(*)::int as total from users u where ${where}`,
        ),
      ]);
      return { rows, total: Number(counted[0]?.total ?? 0) };
    },

    async findPlayer(userId: number): Promise<PlayerListRow | null> {
      const [row] = await queryRows<PlayerListRow>(
        db,
        sql`select ${PLAYER_COLUMNS} from users u where u.id = ${userId}`,
      );
      return row ?? null;
    },

    /** The figures and recent records of the player page, in one round of queries. */
    async readPlayerPage(userId: number, currency: string) {
      const accounts = accountsOf(userId);
      const [held, deposits, withdrawals, play, recentDeposits, recentWithdrawals, bonuses] =
        await Promise.all([
          queryRows<{ held: string }>(
            db,
            sql`select coalesce(sum(pending_debits), 0)::bigint as held from ledger_accounts
              where user_id = ${userId} and kind = 'player_cash' and currency = ${currency}`,
          ),
          queryRows<{ count: number; total: string }>(
            db,
            sql`select count(*)::int as count, coalesce(sum(amount), 0)::bigint as total
              from deposits where user_id = ${userId} and status = 'confirmed'
                and currency = ${currency}`,
          ),
          queryRows<{ count: number; total: string }>(
            db,
            sql`select count(*)::int as count, coalesce(sum(amount), 0)::bigint as total
              from withdrawals where user_id = ${userId} and currency = ${currency}
                and status in ('approved', 'confirmed')`,
          ),
          queryRows<{ bets: string; wins: string }>(
            db,
            sql`select
                coalesce(sum(amount) filter (where type = 'bet' and debit_account_id in (${accounts})), 0)::bigint as bets,
                coalesce(sum(amount) filter (where type = 'win' and credit_account_id in (${accounts})), 0)::bigint as wins
              from ledger_transfers where status = 'posted'
                and (debit_account_id in (${accounts}) or credit_account_id in (${accounts}))`,
          ),
          queryRows<{
            uuid: string;
            symbol: string;
            amount: string | null;
            status: string;
            txid: string;
            created_at: Date | string;
          }>(
            db,
            sql`select d.uuid, w.short_code as symbol, d.amount, d.status, d.txid, d.created_at
              from deposits d join entity_wallets w on w.id = d.entity_wallet_id
              where d.user_id = ${userId} order by d.id desc limit ${RECENT}`,
          ),
          queryRows<{
            uuid: string;
            symbol: string;
            amount: string;
            status: string;
            txid: string | null;
            created_at: Date | string;
          }>(
            db,
            sql`select x.uuid, w.short_code as symbol, x.amount, x.status, x.txid, x.created_at
              from withdrawals x join entity_wallets w on w.id = x.entity_wallet_id
              where x.user_id = ${userId} order by x.id desc limit ${RECENT}`,
          ),
          queryRows<{
            id: string;
            name: string;
            status: string;
            amount: string;
            created_at: Date | string;
          }>(
            db,
            sql`select pb.id, o.code as name, pb.amount, pb.created_at,
                case when pb.finished = 1 then coalesce(pb.ended_as, 'finished')
                     when pb.active = 1 then 'active'
                     when pb.active = -1 then 'declined'
                     else 'offered' end as status
              from player_bonuses pb join bonus_offers o on o.id = pb.offer_id
              where pb.user_id = ${userId} order by pb.id desc limit ${RECENT}`,
          ),
        ]);
      return {
        held: Number(held[0]?.held ?? 0),
        deposits: { count: deposits[0]?.count ?? 0, total: Number(deposits[0]?.total ?? 0) },
        withdrawals: {
          count: withdrawals[0]?.count ?? 0,
          total: Number(withdrawals[0]?.total ?? 0),
        },
        bets: Number(play[0]?.bets ?? 0),
        wins: Number(play[0]?.wins ?? 0),
        recentDeposits,
        recentWithdrawals,
        bonuses,
      };
    },

    /** The player's sessions (newest first) and identity documents, for the player page. */
    async readAccess(userId: number) {
      const [sessions, documents] = await Promise.all([
        queryRows<{
          id: string;
          ip: string | null;
          device: string | null;
          location: string | null;
          created_at: Date | string;
          last_used_at: Date | string;
          expires_at: Date | string;
          revoked_at: Date | string | null;
        }>(
          db,
          sql`select id, ip, device, location, created_at, last_used_at, expires_at, revoked_at
            from sessions where user_id = ${userId} order by id desc limit 20`,
        ),
        queryRows<{
          id: number;
          document_type: string;
          file_name: string;
          status: string;
          reason: string | null;
          created_at: Date | string;
        }>(
          db,
          sql`select id, document_type, file_name, status, reason, created_at
            from verification_documents where user_id = ${userId} order by id desc`,
        ),
      ]);
      return { sessions, documents };
    },

    /** The player's posted and pending ledger movements, newest first, filtered and paged. */
    async ledgerPage(userId: number, query: AdminPlayerLedgerQuery) {
      const kinds =
        query.account === 'cash'
          ? sql`('player_cash')`
          : query.account === 'bonus'
            ? sql`('player_bonus')`
            : sql`('player_cash', 'player_bonus')`;
      const accounts = sql`select a.id from ledger_accounts a join users u on u.id = a.user_id
        where a.user_id = ${userId} and a.currency = u.currency and a.kind in ${kinds}`;
      const filters: SQL[] = [
        sql`(t.debit_account_id in (${accounts}) or t.credit_account_id in (${accounts}))`,
      ];
      if (query.type) filters.push(sql`t.type = ${query.type}`);
      if (query.from) filters.push(sql`t.created_at >= ${`${query.from}T00:00:00Z`}::timestamptz`);
      if (query.to) {
        const end = new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS).toISOString();
        filters.push(sql`t.created_at < ${end}::timestamptz`);
      }
      const where = sql.join(filters, sql` and `);
      const [rows, counted] = await Promise.all([
        queryRows<{
          id: string;
          type: string;
          account: 'cash' | 'bonus';
          amount: string;
          currency: string;
          status: string;
          reference: string | null;
          created_at: Date | string;
        }>(
          db,
          sql`select t.id, t.type, t.currency, t.status, t.reference, t.created_at,
              case when t.credit_account_id in (${accounts}) then t.amount else -t.amount end as amount,
              case when a.kind = 'player_bonus' then 'bonus' else 'cash' end as account
            from ledger_transfers t
            join ledger_accounts a on a.id = case when t.credit_account_id in (${accounts})
              then t.credit_account_id else t.debit_account_id end
            where ${where}
            order by t.id desc limit ${query.per_page}
            offset ${(query.page - 1) * query.per_page}`,
        ),
        queryRows<{ total: number }>(
          db,
          sql`select count(*)::int as total from ledger_transfers t where ${where}`,
        ),
      ]);
      return { rows, total: Number(counted[0]?.total ?? 0) };
    },
  };
}

export type PlayersRepository = ReturnType<typeof createPlayersRepository>;
