import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/*
 * The back office's read model (docs/reports.md): read-only SQL over the ledger
 * (ledger_transfers, ledger_accounts), the withdrawals and the chat groups, aggregated in the
 * database. Nothing here writes. Every figure is a posted transfer counted on the UTC day it
 * was posted (`settled_at`), classified by its type and by the kinds of its two accounts.
 */

/** What the daily figures are per, besides the day and the currency. */
export type FiguresBy = 'currency' | 'provider' | 'game';

/** One day's figures in one currency (and, per provider or game, one of them), minor units. */
export interface DailyFiguresRow {
  day: string;
  currency: string;
  /** Provider "originals" or its code; game "originals:crash" or "{provider}:{game id}". */
  key: string;
  deposits: number;
  withdrawals: number;
  bets: number;
  wins: number;
  /** Wins of free spins: bonus cost that belongs to a game. */
  freeSpinWins: number;
  /** Bonus credits less forfeits, and cashback paid as cash: no game's. */
  otherBonusCost: number;
  rounds: number;
}

/** A posted transfer as it moved one of a player's accounts, with running sums per currency. */
export interface StatementLegRow {
  transferId: number;
  at: Date;
  type: string;
  reference: string | null;
  kind: 'player_cash' | 'player_bonus';
  currency: string;
  amount: number;
  /** Sums of the period's movements up to this one (opening balances not included). */
  cashRun: number;
  bonusRun: number;
}

const PLAYER = sql`('player_cash', 'player_bonus')`;

/** A game account's name, its shard last: "crash.3", "provider.test-studio.5". */
const GAME_NAME = sql`split_part(m.game_account, ':', 2)`;
const PROVIDER_KEY = sql`case when ${GAME_NAME} like 'provider.%'
  then coalesce(substring(${GAME_NAME} from '^provider[.](.+)[.][0-9]+$'), ${GAME_NAME})
  else 'originals' end`;
const GAME_KEY = sql`case when ${GAME_NAME} like 'provider.%'
  then ${PROVIDER_KEY} || ':' || coalesce(m.metadata->>'game_id', '')
  else 'originals:' || coalesce(m.metadata->>'game',
    substring(${GAME_NAME} from '^(.+)[.][0-9]+$'), ${GAME_NAME}) end`;
const KEYS: Record<FiguresBy, SQL> = {
  currency: sql`m.currency`,
  provider: PROVIDER_KEY,
  game: GAME_KEY,
};

/**
 * The posted transfers of [from, to) with their accounts' kinds, the game account they touch (if
 * any), the player's id and whether a win paid a free spin (its bet was staked by the bonus
 * pool, provider_money.sql `p_reward`: found by the provider's round and bet uuid).
 */
function moves(from: Date, to: Date): SQL {
  return sql`free_spins as (
      select distinct s.reference, s.metadata->>'transaction_uuid' as bet_uuid
      from ledger_transfers s
      join ledger_accounts pool on pool.id = s.debit_account_id and pool.kind = 'bonus_pool'
      where s.type = 'bet'
    ), m as (
      select (t.settled_at at time zone 'UTC')::date::text as day, t.currency, t.type, t.amount,
        t.reference, t.metadata, d.kind as debit_kind, c.kind as credit_kind,
        case when d.kind = 'game' then d.code when c.kind = 'game' then c.code end as game_account,
        case when d.kind in ${PLAYER} then d.user_id else c.user_id end as player_id,
        f.bet_uuid is not null as free_spin_win
      from ledger_transfers t
      join ledger_accounts d on d.id = t.debit_account_id
      join ledger_accounts c on c.id = t.credit_account_id
      left join free_spins f on t.type = 'win' and f.reference = t.reference
        and f.bet_uuid = t.metadata->>'reference_transaction_uuid'
      where t.status = 'posted' and t.settled_at >= ${from.toISOString()}::timestamptz
        and t.settled_at < ${to.toISOString()}::timestamptz
    )`;
}

// The classification of docs/reports.md, one expression per figure.
const STAKE = sql`m.type = 'bet' and m.debit_kind in ${PLAYER} and m.credit_kind = 'game'`;
const PAYOUT = sql`m.debit_kind = 'game' and m.credit_kind in ${PLAYER}`;
const REVERSAL_TO_GAME = sql`m.type = 'rollback' and m.debit_kind in ${PLAYER} and m.credit_kind = 'game'`;

/** The player's cash and bonus accounts. */
async function findPlayerAccounts(
  db: Database,
  userId: number,
): Promise<{ id: number; kind: 'player_cash' | 'player_bonus'; currency: string }[]> {
  return queryRows(
    db,
    sql`select id, kind, currency from ledger_accounts
        where user_id = ${userId} and kind in ${PLAYER} order by currency, kind`,
  );
}

/**
 * Each of the player's accounts' balance at `at`: its posted transfers before then (the
 * ledger's rule: a balance is the sum of its posted transfers).
 */
async function findBalancesAt(
  db: Database,
  userId: number,
  at: Date,
): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; balance: string }>(
    db,
    sql`with a as (
          select id from ledger_accounts where user_id = ${userId} and kind in ${PLAYER}
        ), legs as (
          select a.id, t.amount from a join ledger_transfers t on t.credit_account_id = a.id
          where t.status = 'posted' and t.settled_at < ${at.toISOString()}::timestamptz
          union all
          select a.id, -t.amount from a join ledger_transfers t on t.debit_account_id = a.id
          where t.status = 'posted' and t.settled_at < ${at.toISOString()}::timestamptz
        )
        select a.id, coalesce(sum(legs.amount), 0)::bigint as balance
        from a left join legs on legs.id = a.id group by a.id`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.balance)]));
}

/**
 * `legs`: the posted transfers of [from, to) on the player's accounts, one row per account moved
 * (a transfer between their own two accounts gives two), the amount signed for that account.
 */
function statementLegs(userId: number, from: Date, to: Date): SQL {
  const range = sql`t.status = 'posted' and t.settled_at >= ${from.toISOString()}::timestamptz
    and t.settled_at < ${to.toISOString()}::timestamptz`;
  return sql`a as (
      select id, kind, currency from ledger_accounts
      where user_id = ${userId} and kind in ${PLAYER}
    ), legs as (
      select t.id, t.settled_at, t.type, t.reference, a.kind, a.currency, t.amount
      from a join ledger_transfers t on t.credit_account_id = a.id where ${range}
      union all
      select t.id, t.settled_at, t.type, t.reference, a.kind, a.currency, -t.amount
      from a join ledger_transfers t on t.debit_account_id = a.id where ${range}
    )`;
}

/** Per currency, the movements of [from, to): how many, and their sums on cash and on bonus. */
export interface StatementTotalsRow {
  currency: string;
  count: number;
  cash: number;
  bonus: number;
}

async function sumStatementLegs(
  db: Database,
  userId: number,
  from: Date,
  to: Date,
): Promise<StatementTotalsRow[]> {
  const rows = await queryRows<Record<string, string | number>>(
    db,
    sql`with ${statementLegs(userId, from, to)}
        select currency, count(*)::int as n,
          coalesce(sum(amount) filter (where kind = 'player_cash'), 0)::bigint as cash,
          coalesce(sum(amount) filter (where kind = 'player_bonus'), 0)::bigint as bonus
        from legs group by currency order by currency`,
  );
  return rows.map((row) => ({
    currency: String(row.currency),
    count: Number(row.n),
    cash: Number(row.cash),
    bonus: Number(row.bonus),
  }));
}

/**
 * One page of the movements of [from, to) (`offset`, `limit`), ordered by currency and then as
 * they were posted, each with the running sums of its currency from the range's start: the
 * window runs over the whole range before the page is cut, so a page's balances are right
 * without the pages before it.
 */
async function findStatementLegs(
  db: Database,
  userId: number,
  from: Date,
  to: Date,
  page: { offset: number; limit: number },
): Promise<StatementLegRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with ${statementLegs(userId, from, to)}
        select id, settled_at, type, reference, kind, currency, amount,
          sum(case when kind = 'player_cash' then amount else 0 end) over w as cash_run,
          sum(case when kind = 'player_bonus' then amount else 0 end) over w as bonus_run
        from legs
        window w as (partition by currency order by settled_at, id, amount
          rows between unbounded preceding and current row)
        order by currency, settled_at, id, amount
        limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((row) => ({
    transferId: Number(row.id),
    at: new Date(row.settled_at as string | Date),
    type: String(row.type),
    reference: (row.reference as string | null) ?? null,
    kind: row.kind as StatementLegRow['kind'],
    currency: String(row.currency),
    amount: Number(row.amount),
    cashRun: Number(row.cash_run),
    bonusRun: Number(row.bonus_run),
  }));
}

export function createReportsRepository(db: Database) {
  return {
    /** The figures per day and currency (and provider or game) of [from, to). */
    async dailyFigures(from: Date, to: Date, by: FiguresBy): Promise<DailyFiguresRow[]> {
      const key = KEYS[by];
      const rows = await queryRows<Record<string, string | number>>(
        db,
        sql`with ${moves(from, to)}
            select m.day, m.currency, ${key} as key,
              coalesce(sum(m.amount) filter (where m.type = 'deposit'
                and m.credit_kind = 'player_cash'), 0)::bigint as deposits,
              coalesce(sum(m.amount) filter (where m.type = 'withdrawal'
                and m.debit_kind = 'player_cash'), 0)::bigint as withdrawals,
              coalesce(sum(case when ${STAKE} then m.amount
                when m.type = 'rollback' and ${PAYOUT} then -m.amount end), 0)::bigint as bets,
              coalesce(sum(case when m.type = 'win' and ${PAYOUT} and not m.free_spin_win
                then m.amount when ${REVERSAL_TO_GAME} then -m.amount end), 0)::bigint as wins,
              coalesce(sum(m.amount) filter (where m.type = 'win' and ${PAYOUT}
                and m.free_spin_win), 0)::bigint as free_spin_wins,
              coalesce(sum(case
                when m.type = 'bonus' and m.debit_kind = 'bonus_pool'
                  and m.credit_kind = 'player_bonus' then m.amount
                when m.type = 'bonus_forfeit' and m.debit_kind = 'player_bonus'
                  and m.credit_kind = 'house' then -m.amount
                when m.type = 'cashback' and m.debit_kind = 'house'
                  and m.credit_kind = 'player_cash' then m.amount end), 0)::bigint
                as other_bonus_cost,
              count(distinct case when ${STAKE}
                then m.player_id || ' ' || coalesce(m.reference, '') end)::int as rounds
            from m
            ${by === 'currency' ? sql`` : sql`where m.game_account is not null`}
            group by 1, 2, 3
            order by 1, 2, 3`,
      );
      return rows.map((row) => ({
        day: String(row.day),
        currency: String(row.currency),
        key: String(row.key),
        deposits: Number(row.deposits),
        withdrawals: Number(row.withdrawals),
        bets: Number(row.bets),
        wins: Number(row.wins),
        freeSpinWins: Number(row.free_spin_wins),
        otherBonusCost: Number(row.other_bonus_cost),
        rounds: Number(row.rounds),
      }));
    },

    /** Distinct players who staked their own cash or bonus money since each of `since`. */
    async countActivePlayers(since: Date[], to: Date): Promise<number[]> {
      const earliest = since.reduce((a, b) => (a < b ? a : b));
      const columns = sql.join(
        since.map(
          (start, i) =>
            sql`count(distinct d.user_id) filter (where t.settled_at >= ${start.toISOString()}::timestamptz)::int as ${sql.identifier(`p${i}`)}`,
        ),
        sql`, `,
      );
      const [row] = await queryRows<Record<string, number>>(
        db,
        sql`select ${columns}
            from ledger_transfers t
            join ledger_accounts d on d.id = t.debit_account_id and d.kind in ${PLAYER}
            join ledger_accounts c on c.id = t.credit_account_id and c.kind = 'game'
            where t.type = 'bet' and t.status = 'posted'
              and t.settled_at >= ${earliest.toISOString()}::timestamptz
              and t.settled_at < ${to.toISOString()}::timestamptz`,
      );
      return since.map((_, i) => Number(row?.[`p${i}`] ?? 0));
    },

    /** Withdrawals waiting for staff: how many, and the amounts held per currency. */
    async sumPendingWithdrawals(): Promise<{ currency: string; count: number; amount: number }[]> {
      const rows = await queryRows<{ currency: string; n: number; amount: string }>(
        db,
        sql`select currency, count(*)::int as n, sum(amount)::bigint as amount
            from withdrawals where status = 'pending' group by currency order by currency`,
      );
      return rows.map((row) => ({
        currency: row.currency,
        count: Number(row.n),
        amount: Number(row.amount),
      }));
    },

    /** Players' support conversations still open (the desk's own group 1 has no owner). */
    async countOpenChats(): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from chat_groups
            where is_active and owner_user_id is not null`,
      );
      return Number(row?.n ?? 0);
    },

    /** How many movements a player's statement of [from, to) holds, all currencies. */
    async countStatement(userId: number, from: Date, to: Date): Promise<number> {
      const totals = await sumStatementLegs(db, userId, from, to);
      return totals.reduce((sum, row) => sum + row.count, 0);
    },

    /**
     * A player's statement data in one snapshot (a read-only REPEATABLE READ transaction), so
     * that a transfer committed meanwhile is in every read or in none: their accounts, each
     * account's balance at `from` and at `to`, the movements' totals per currency and one page
     * of the movements of [from, to).
     */
    findStatement(userId: number, from: Date, to: Date, page: { offset: number; limit: number }) {
      return db.transaction(
        async (tx) => {
          const reader = tx as unknown as Database;
          return {
            accounts: await findPlayerAccounts(reader, userId),
            opening: await findBalancesAt(reader, userId, from),
            closing: await findBalancesAt(reader, userId, to),
            totals: await sumStatementLegs(reader, userId, from, to),
            legs: await findStatementLegs(reader, userId, from, to, page),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
