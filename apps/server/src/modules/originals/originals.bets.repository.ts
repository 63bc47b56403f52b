import { CRASH_GROWTH_PER_MS } from '@casino/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client';
import { crashBets } from './originals.schema';

export type CrashBetRow = typeof crashBets.$inferSelect;

/** The multiplier x 100 at the database's clock, by the curve of crash-math.ts, in SQL. */
const NOW_X100 = sql.raw(
  `greatest(100, floor(100 * exp(${CRASH_GROWTH_PER_MS} * extract(epoch from (clock_timestamp() - r.started_at)) * 1000)))::int`,
);

/** Raw rows of crash_bets as node-postgres and PGlite answer them (snake case, text bigints). */
interface RawBet {
  id: string | number;
  round_id: string | number;
  game: string;
  user_id: number;
  player_name: string;
  currency: string;
  amount: string | number;
  bonus_amount: string | number;
  bonus_id: string | number | null;
  slot: 'main' | 'side';
  side: 'bull' | 'bear' | null;
  auto_cashout_x100: number | null;
  status: CrashBetRow['status'];
  cashout_x100: number | null;
  payout: string | number;
  idempotency_key: string;
  cashout_key: string | null;
  request_hash: string;
  created_at: string | Date;
  settled_at: string | Date | null;
}

function toBetRow(raw: RawBet): CrashBetRow {
  return {
    id: Number(raw.id),
    roundId: Number(raw.round_id),
    game: raw.game,
    userId: raw.user_id,
    playerName: raw.player_name,
    currency: raw.currency,
    amount: Number(raw.amount),
    bonusAmount: Number(raw.bonus_amount),
    bonusId: raw.bonus_id === null ? null : Number(raw.bonus_id),
    slot: raw.slot,
    side: raw.side,
    autoCashoutX100: raw.auto_cashout_x100,
    status: raw.status,
    cashoutX100: raw.cashout_x100,
    payout: Number(raw.payout),
    idempotencyKey: raw.idempotency_key,
    cashoutKey: raw.cashout_key,
    requestHash: raw.request_hash,
    createdAt: new Date(raw.created_at),
    settledAt: raw.settled_at === null ? null : new Date(raw.settled_at),
  };
}

/** The crash games' bets: placed, cashed out and settled by conditional updates only. */
export function createCrashBetsRepository(db: Database) {
  const exec = (executor?: Executor) => (executor ?? db) as Database;
  /** Runs an update of crash_bets that returns the changed bets (`returning b.*`). */
  const updateBets = async (executor: Executor, update: SQL) =>
    (await queryRows<RawBet>(exec(executor), update)).map(toBetRow);
  return {
    async findBetByKey(key: string): Promise<CrashBetRow | null> {
      const [row] = await db.select().from(crashBets).where(eq(crashBets.idempotencyKey, key));
      return row ?? null;
    },

    async findBetByCashoutKey(key: string): Promise<CrashBetRow | null> {
      const [row] = await db.select().from(crashBets).where(eq(crashBets.cashoutKey, key));
      return row ?? null;
    },

    async findBetsOfRound(roundId: number, executor?: Executor): Promise<CrashBetRow[]> {
      return exec(executor)
        .select()
        .from(crashBets)
        .where(eq(crashBets.roundId, roundId))
        .orderBy(crashBets.id);
    },

    /** Bets of a round placed or settled since `sinceMs` (database clock, epoch ms). */
    async findBetsChangedSince(roundId: number, sinceMs: number): Promise<CrashBetRow[]> {
      const since = new Date(sinceMs);
      return db
        .select()
        .from(crashBets)
        .where(
          and(
            eq(crashBets.roundId, roundId),
            sql`(${crashBets.createdAt} >= ${since} or ${crashBets.settledAt} >= ${since})`,
          ),
        )
        .orderBy(crashBets.id);
    },

    /** The player's latest main bet in the game (or in the given round). */
    async findLatestMainBetOfUser(
      game: string,
      userId: number,
      roundId?: number,
    ): Promise<CrashBetRow | null> {
      const [row] = await db
        .select()
        .from(crashBets)
        .where(
          and(
            eq(crashBets.game, game),
            eq(crashBets.userId, userId),
            eq(crashBets.slot, 'main'),
            roundId === undefined ? undefined : eq(crashBets.roundId, roundId),
          ),
        )
        .orderBy(desc(crashBets.id))
        .limit(1);
      return row ?? null;
    },

    /**
     * A bet in the game's betting round, if the database's clock is still inside its window;
     * null when no round takes bets. Inserted with `on conflict do nothing`: `duplicate` says
     * the player already has a bet in this slot.
     */
    async insertBetInOpenRound(
      executor: Executor,
      bet: {
        game: string;
        userId: number;
        playerName: string;
        currency: string;
        amount: number;
        bonusAmount: number;
        bonusId: number | null;
        slot: 'main' | 'side';
        side: 'bull' | 'bear' | null;
        autoCashoutX100: number | null;
        idempotencyKey: string;
        requestHash: string;
      },
    ): Promise<{ bet: CrashBetRow } | { closed: true } | { duplicate: true }> {
      // One statement (one round trip inside the bet's transaction): find the round, insert.
      const [row] = await queryRows<{ is_open: boolean; bet: RawBet | null }>(
        exec(executor),
        sql`with r as (
              select id from crash_rounds
              where game = ${bet.game} and status = 'betting'
                and clock_timestamp() < betting_ends_at
              order by id desc limit 1
            ), placed as (
              insert into crash_bets (round_id, game, user_id, player_name, currency, amount,
                bonus_amount, bonus_id, slot, side, auto_cashout_x100, idempotency_key,
                request_hash)
              select r.id, ${bet.game}, ${bet.userId}, ${bet.playerName}, ${bet.currency},
                ${bet.amount}, ${bet.bonusAmount}, ${bet.bonusId}, ${bet.slot}, ${bet.side}, ${bet.autoCashoutX100},
                ${bet.idempotencyKey}, ${bet.requestHash}
              from r
              on conflict (round_id, user_id, slot) do nothing
              returning *
            )
            select exists (select 1 from r) as is_open,
              (select row_to_json(placed) from placed) as bet`,
      );
      if (!row?.is_open) return { closed: true };
      return row.bet ? { bet: toBetRow(row.bet) } : { duplicate: true };
    },

    /**
     * Cashes a main bet out at the multiplier the database's clock gives now, if the round is
     * running and has not reached its crash point; never above the bet's auto cash-out or the
     * round's cap. Null when the bet is not open or the round is over.
     */
    async cashOutAtNow(
      executor: Executor,
      betId: number,
      cashoutKey: string,
    ): Promise<CrashBetRow | null> {
      const [bet] = await updateBets(
        executor,
        sql`with r as (
              select r.id, r.crash_x100, r.cap_x100, ${NOW_X100} as now_x100
              from crash_rounds r join crash_bets b on b.round_id = r.id
              where b.id = ${betId} and r.status = 'running'
            ), m as (
              select r.id, r.crash_x100, r.now_x100,
                least(r.now_x100, coalesce(r.cap_x100, r.now_x100)) as paid_x100
              from r
            )
            update crash_bets b
            set status = 'won',
                cashout_x100 = least(m.paid_x100, coalesce(b.auto_cashout_x100, m.paid_x100)),
                payout = b.amount * least(m.paid_x100, coalesce(b.auto_cashout_x100, m.paid_x100)) / 100,
                cashout_key = ${cashoutKey},
                settled_at = clock_timestamp()
            from m
            where b.id = ${betId} and b.round_id = m.id and b.status = 'open' and b.slot = 'main'
              and m.now_x100 < m.crash_x100
            returning b.*`,
      );
      return bet ?? null;
    },

    /**
     * Settles a round's open main bets whose auto cash-out is at or below `reachedX100` and
     * below the crash point, at their auto cash-out. Answers the bets it settled.
     */
    async settleAutoCashouts(
      executor: Executor,
      roundId: number,
      reachedX100: number,
    ): Promise<CrashBetRow[]> {
      return updateBets(
        executor,
        sql`update crash_bets b
            set status = 'won', cashout_x100 = b.auto_cashout_x100,
                payout = b.amount * b.auto_cashout_x100 / 100, settled_at = clock_timestamp()
            from crash_rounds r
            where b.round_id = ${roundId} and r.id = b.round_id and b.status = 'open'
              and b.slot = 'main' and b.auto_cashout_x100 <= ${reachedX100}
              and b.auto_cashout_x100 < r.crash_x100
              and (r.cap_x100 is null or b.auto_cashout_x100 <= r.cap_x100)
            returning b.*`,
      );
    },

    /** Pays every open main bet of the round at `x100` (the round's cap was reached). */
    async settleOpenAt(executor: Executor, roundId: number, x100: number): Promise<CrashBetRow[]> {
      return updateBets(
        executor,
        sql`update crash_bets b
            set status = 'won', cashout_x100 = least(${x100}::int, coalesce(b.auto_cashout_x100, ${x100}::int)),
                payout = b.amount * least(${x100}::int, coalesce(b.auto_cashout_x100, ${x100}::int)) / 100,
                settled_at = clock_timestamp()
            where b.round_id = ${roundId} and b.status = 'open' and b.slot = 'main'
            returning b.*`,
      );
    },

    /** Side bets: won at `odds` when they picked the right side, else lost. */
    async settleSideBets(
      executor: Executor,
      roundId: number,
      winner: 'bull' | 'bear',
      odds: Record<'bull' | 'bear', number>,
    ): Promise<CrashBetRow[]> {
      return updateBets(
        executor,
        sql`update crash_bets b
            set status = case when b.side = ${winner} then 'won' else 'lost' end,
                cashout_x100 = case when b.side = ${winner}
                  then (case when b.side = 'bull' then ${odds.bull}::int else ${odds.bear}::int end)
                  else null end,
                payout = case when b.side = ${winner}
                  then b.amount * (case when b.side = 'bull' then ${odds.bull}::int else ${odds.bear}::int end) / 100
                  else 0 end,
                settled_at = clock_timestamp()
            where b.round_id = ${roundId} and b.status = 'open' and b.slot = 'side'
            returning b.*`,
      );
    },

    /** The round's remaining open bets end as `status` (lost at the crash, or refunded). */
    async closeOpenBets(
      executor: Executor,
      roundId: number,
      status: 'lost' | 'refunded',
    ): Promise<CrashBetRow[]> {
      return updateBets(
        executor,
        sql`update crash_bets b
            set status = ${status}, payout = case when ${status} = 'refunded' then b.amount else 0 end,
                settled_at = clock_timestamp()
            where b.round_id = ${roundId} and b.status = 'open'
            returning b.*`,
      );
    },

    /** Open stakes and what was paid so far, per currency (the round's cap). */
    async sumRoundExposure(roundId: number): Promise<
      {
        currency: string;
        paid: number;
        openNoAuto: number;
        openAuto: { x100: number; amount: number }[];
      }[]
    > {
      const rows = await queryRows<{
        currency: string;
        status: string;
        auto_cashout_x100: number | null;
        amount: string | number;
        payout: string | number;
      }>(
        db,
        sql`select currency, status, auto_cashout_x100, sum(amount) as amount, sum(payout) as payout
            from crash_bets where round_id = ${roundId} and slot = 'main'
            group by currency, status, auto_cashout_x100`,
      );
      const byCurrency = new Map<
        string,
        {
          currency: string;
          paid: number;
          openNoAuto: number;
          openAuto: { x100: number; amount: number }[];
        }
      >();
      for (const row of rows) {
        const entry = byCurrency.get(row.currency) ?? {
          currency: row.currency,
          paid: 0,
          openNoAuto: 0,
          openAuto: [],
        };
        if (row.status === 'won') entry.paid += Number(row.payout);
        if (row.status === 'open') {
          if (row.auto_cashout_x100 === null) entry.openNoAuto += Number(row.amount);
          else entry.openAuto.push({ x100: row.auto_cashout_x100, amount: Number(row.amount) });
        }
        byCurrency.set(row.currency, entry);
      }
      return [...byCurrency.values()];
    },

    async findBetsOfUserInRound(roundId: number, userId: number): Promise<CrashBetRow[]> {
      return db
        .select()
        .from(crashBets)
        .where(and(eq(crashBets.roundId, roundId), eq(crashBets.userId, userId)))
        .orderBy(crashBets.id);
    },
  };
}
