import { and, eq, lt, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client';
import type { CashbackTerms } from '@casino/contracts';
import { appMeta } from '../../db/meta.schema';
import { vipProgress, vipWagers } from './vip.schema';

/** Where staff's cashback terms are kept (app_meta); none until they set them. */
const CASHBACK_TERMS_KEY = 'cashback_terms';

export type VipProgressRow = typeof vipProgress.$inferSelect;

export function createVipRepository(db: Database) {
  return {
    async findCashbackTerms(): Promise<CashbackTerms | null> {
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, CASHBACK_TERMS_KEY));
      return (row?.value as CashbackTerms | undefined) ?? null;
    },

    async saveCashbackTerms(terms: CashbackTerms, tx: Executor = db): Promise<void> {
      await tx
        .insert(appMeta)
        .values({ key: CASHBACK_TERMS_KEY, value: terms })
        .onConflictDoUpdate({ target: appMeta.key, set: { value: terms, updatedAt: new Date() } });
    },

    /**
     * Counts each new bet once (by its reference) towards its player's total; one statement for
     * a batch. Answers the totals of the players it moved.
     */
    async addWagers(
      bets: { reference: string; userId: number; amount: number }[],
    ): Promise<{ userId: number; wagered: number; levelPosition: number }[]> {
      if (bets.length === 0) return [];
      const rows = await queryRows<{ user_id: number; wagered: string; level_position: number }>(
        db,
        sql`with incoming as (
              select * from unnest(${sql.param(bets.map((bet) => bet.reference))}::text[],
                ${sql.param(bets.map((bet) => bet.userId))}::integer[],
                ${sql.param(bets.map((bet) => bet.amount))}::bigint[]) as x(reference, user_id, amount)
            ), fresh as (
              insert into vip_wagers (reference, user_id, amount)
              select reference, user_id, amount from incoming
              on conflict (reference) do nothing
              returning user_id, amount
            ), sums as (
              select user_id, sum(amount)::bigint as amount from fresh group by user_id
            )
            insert into vip_progress (user_id, wagered)
            select user_id, amount from sums
            on conflict (user_id) do update
              set wagered = vip_progress.wagered + excluded.wagered, updated_at = now()
            returning user_id, wagered, level_position`,
      );
      return rows.map((row) => ({
        userId: row.user_id,
        wagered: Number(row.wagered),
        levelPosition: row.level_position,
      }));
    },

    /** Records a higher level reached; false when it had been (another node, a repeat). */
    async raiseLevel(userId: number, position: number): Promise<boolean> {
      const rows = await db
        .update(vipProgress)
        .set({ levelPosition: position })
        .where(and(eq(vipProgress.userId, userId), lt(vipProgress.levelPosition, position)))
        .returning({ userId: vipProgress.userId });
      return rows.length > 0;
    },

    async find(userId: number): Promise<VipProgressRow | null> {
      const [row] = await db.select().from(vipProgress).where(eq(vipProgress.userId, userId));
      return row ?? null;
    },

    /** Housekeeping: forgets the references of bets counted before `before`. */
    async trimWagers(before: Date): Promise<number> {
      const rows = await db
        .delete(vipWagers)
        .where(lt(vipWagers.createdAt, before))
        .returning({ reference: vipWagers.reference });
      return rows.length;
    },

    /**
     * Each player's net loss of real money in games over [from, to), from the ledger: stakes
     * from their cash to a game's account less what games paid to their cash. Players who won
     * or broke even are left out.
     */
    async netLosses(
      from: Date,
      to: Date,
    ): Promise<{ userId: number; currency: string; netLoss: number }[]> {
      const rows = await queryRows<{ user_id: number; currency: string; net_loss: string }>(
        db,
        sql`select p.user_id, p.currency,
              sum(case when t.debit_account_id = p.id then t.amount else -t.amount end)::bigint
                as net_loss
            from ledger_transfers t
            join ledger_accounts p on p.kind = 'player_cash'
              and p.id in (t.debit_account_id, t.credit_account_id)
            join ledger_accounts g on g.kind = 'game'
              and g.id = case when t.debit_account_id = p.id
                then t.credit_account_id else t.debit_account_id end
            where t.status = 'posted' and t.created_at >= ${from}::timestamptz
              and t.created_at < ${to}::timestamptz
            group by p.user_id, p.currency
            having sum(case when t.debit_account_id = p.id then t.amount else -t.amount end) > 0
            order by p.user_id, p.currency`,
      );
      return rows.map((row) => ({
        userId: row.user_id,
        currency: row.currency,
        netLoss: Number(row.net_loss),
      }));
    },
  };
}

export type VipRepository = ReturnType<typeof createVipRepository>;
