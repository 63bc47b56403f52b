import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { GameType } from '@casino/contracts';
import { queryRows, type Database, type Executor } from '../../db/client';
import { createBonusGrantsRepository } from './bonuses.grants.repository';
import { createBonusOffersRepository } from './bonuses.offers.repository';
import { bonusOffers, bonusWagers, playerBonuses } from './bonuses.schema';

export type BonusOfferRow = typeof bonusOffers.$inferSelect;
export type NewBonusOfferRow = typeof bonusOffers.$inferInsert;
export type PlayerBonusRow = typeof playerBonuses.$inferSelect;
export interface PlayerBonusWithOffer {
  bonus: PlayerBonusRow;
  offer: BonusOfferRow;
}

/** A claimed bonus whose wagering runs: not finished (its expiry may have passed). */
export const runningBonus = and(eq(playerBonuses.active, 1), eq(playerBonuses.finished, 0));

export function createBonusesRepository(db: Database) {
  const exec = (tx?: Executor) => (tx ?? db) as Database;
  const running = runningBonus;
  /** How many deposits the player has had credited in `currency` (the ladder's count). */
  const depositCount = (userId: number, currency: string) =>
    sql`(select count(*) from ledger_transfers t
      join ledger_accounts a on a.id = t.credit_account_id
      where a.code = ${`player_cash:${userId}:${currency}`} and t.type = 'deposit'
        and t.status = 'posted')`;

  async function findById(id: number, tx?: Executor): Promise<PlayerBonusWithOffer | null> {
    const [row] = await exec(tx)
      .select({ bonus: playerBonuses, offer: bonusOffers })
      .from(playerBonuses)
      .innerJoin(bonusOffers, eq(bonusOffers.id, playerBonuses.offerId))
      .where(eq(playerBonuses.id, id));
    return row ?? null;
  }

  /** Offers open at `at`: started, not ended, not retired. */
  const openAt = (at: Date) =>
    and(
      isNull(bonusOffers.retiredAt),
      or(isNull(bonusOffers.startsAt), lte(bonusOffers.startsAt, at)),
      or(isNull(bonusOffers.endsAt), gt(bonusOffers.endsAt, at)),
    );

  return {
    // Free spins' and grants' own statements (bonuses.grants.repository.ts).
    ...createBonusGrantsRepository(db, findById),
    // The back office's edits of offers and their claims (bonuses.offers.repository.ts).
    ...createBonusOffersRepository(db),

    /** Creates the offer unless one with its code exists; the new row, or null. */
    async insertOffer(row: NewBonusOfferRow, tx: Executor = db): Promise<BonusOfferRow | null> {
      const [inserted] = await tx.insert(bonusOffers).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    /** Every offer (or the one with `id`), newest first, with its claims and declines. */
    async listOffers(
      id?: number,
    ): Promise<{ offer: BonusOfferRow; claimed: number; declined: number }[]> {
      return db
        .select({
          offer: bonusOffers,
          claimed: sql<number>`(count(*) filter (where ${playerBonuses.active} = 1))::integer`,
          declined: sql<number>`(count(*) filter (where ${playerBonuses.active} = -1))::integer`,
        })
        .from(bonusOffers)
        .leftJoin(playerBonuses, eq(playerBonuses.offerId, bonusOffers.id))
        .where(id === undefined ? undefined : eq(bonusOffers.id, id))
        .groupBy(bonusOffers.id)
        .orderBy(desc(bonusOffers.id));
    },

    /** Retires an offer: no player is offered it any more; what players hold stays. */
    async retireOffer(code: string, at: Date, tx: Executor = db): Promise<BonusOfferRow | null> {
      const [row] = await tx
        .update(bonusOffers)
        .set({ retiredAt: sql`coalesce(${bonusOffers.retiredAt}, ${at}::timestamptz)` })
        .where(eq(bonusOffers.code, code))
        .returning();
      return row ?? null;
    },

    /**
     * Gives the player every open offer in their currency they do not hold yet, open for the
     * offer's days (or until it ends, when sooner); a ladder step only while its deposit is
     * still to come. Repeats and concurrent calls add nothing.
     */
    async offerOpenOffers(userId: number, currency: string, at: Date): Promise<void> {
      await db.execute(sql`
        insert into player_bonuses (user_id, offer_id, expires_at)
        select ${userId}, bonus_offers.id,
          least(${at}::timestamptz + make_interval(days => bonus_offers.valid_days),
            coalesce(bonus_offers.ends_at, 'infinity'::timestamptz))
        from bonus_offers
        where ${openAt(at)} and bonus_offers.currency = ${currency}
          and bonus_offers.bonus_key <> 'CASHBACK'
          and (bonus_offers.deposit_number is null
            or bonus_offers.deposit_number > ${depositCount(userId, currency)})
        on conflict (user_id, offer_id) where source_key is null do nothing`);
    },

    async findByUser(userId: number): Promise<PlayerBonusWithOffer[]> {
      return db
        .select({ bonus: playerBonuses, offer: bonusOffers })
        .from(playerBonuses)
        .innerJoin(bonusOffers, eq(bonusOffers.id, playerBonuses.offerId))
        .where(eq(playerBonuses.userId, userId))
        .orderBy(desc(playerBonuses.id));
    },

    async findOne(userId: number, id: number): Promise<PlayerBonusWithOffer | null> {
      const [row] = await db
        .select({ bonus: playerBonuses, offer: bonusOffers })
        .from(playerBonuses)
        .innerJoin(bonusOffers, eq(bonusOffers.id, playerBonuses.offerId))
        .where(and(eq(playerBonuses.id, id), eq(playerBonuses.userId, userId)));
      return row ?? null;
    },

    /**
     * Claims (1) or declines (-1) the player's bonus if it is still available and not expired;
     * null when it was not. A claim gives the wagering its days from now. One statement: of
     * two claims at once, one changes the row and the other finds it taken. A second running
     * bonus breaks `player_bonuses_one_running`.
     */
    async setActive(
      userId: number,
      id: number,
      active: 1 | -1,
      at: Date,
      tx?: Executor,
    ): Promise<PlayerBonusRow | null> {
      const offer = (column: string) =>
        sql.raw(`(select o.${column} from bonus_offers o where o.id = player_bonuses.offer_id)`);
      const claimed =
        active === 1
          ? {
              claimedAt: at,
              expiresAt: sql`${at}::timestamptz + make_interval(days => ${offer('valid_days')})`,
              // A FREE_SPINS bonus gets its spins (null for other kinds).
              spinsLeft: offer('free_spins'),
              spinsOpen: sql`case when ${offer('free_spins')} is null then null else 0 end`,
            }
          : { declinedAt: at };
      const [row] = await exec(tx)
        .update(playerBonuses)
        .set({ active, ...claimed })
        .where(
          and(
            eq(playerBonuses.id, id),
            eq(playerBonuses.userId, userId),
            eq(playerBonuses.active, 0),
            gt(playerBonuses.expiresAt, at),
            // A claim holds its offer (shared) to its commit: an edit of the money terms locks
            // the offer first, so it comes wholly before the claim or sees it and is refused.
            active === 1
              ? sql`exists (select 1 from bonus_offers o where o.id = ${playerBonuses.offerId} for share)`
              : undefined,
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Ends the player's claimed bonuses whose time ran out before any money was credited to
     * them (nothing to forfeit), so that they no longer count as running.
     */
    async endExpiredUnfunded(userId: number, at: Date): Promise<void> {
      await db
        .update(playerBonuses)
        .set({ finished: 1, finishedAt: sql`${playerBonuses.expiresAt}`, endedAs: 'expired' })
        .where(
          and(
            eq(playerBonuses.userId, userId),
            eq(playerBonuses.active, 1),
            eq(playerBonuses.finished, 0),
            eq(playerBonuses.amount, 0),
            lte(playerBonuses.expiresAt, at),
          ),
        );
    },

    /** Locks the player's cash and bonus accounts in `currency` (bonuses/sql/bonus_money.sql). */
    async lockAccounts(tx: Executor, userId: number, currency: string): Promise<void> {
      await exec(tx).execute(sql`select bonus_lock_accounts(${userId}, ${currency})`);
    },

    /** The player's bonus balance in `currency`, as the transaction sees it. */
    async bonusBalance(tx: Executor, userId: number, currency: string): Promise<number> {
      const [row] = await queryRows<{ balance: string | number }>(
        exec(tx),
        sql`select balance - pending_debits as balance from ledger_accounts
          where code = ${`player_bonus:${userId}:${currency}`}`,
      );
      return Number(row?.balance ?? 0);
    },

    /**
     * The running bonuses that hold money of these players, with their offers (the wagering
     * hook's question for a batch of bets; most players have none). One per player at most.
     */
    async findRunningFunded(userIds: number[]): Promise<PlayerBonusWithOffer[]> {
      if (userIds.length === 0) return [];
      return db
        .select({ bonus: playerBonuses, offer: bonusOffers })
        .from(playerBonuses)
        .innerJoin(bonusOffers, eq(bonusOffers.id, playerBonuses.offerId))
        .where(and(inArray(playerBonuses.userId, userIds), running, gt(playerBonuses.amount, 0)));
    },

    /**
     * The qualifying deposit: the player's claimed deposit bonus in `currency` that has no money
     * yet, is not expired, whose minimum the deposit reaches and, for a ladder step, whose
     * deposit this is (the deposit's own transfer is already counted), gets its match (up to
     * the offer's maximum) and its wagering target. One conditional UPDATE: of two deposits at
     * once, one funds it. Null when no bonus qualified.
     */
    async fundOnDeposit(
      tx: Executor,
      userId: number,
      currency: string,
      deposit: number,
      at: Date,
    ): Promise<PlayerBonusWithOffer | null> {
      const matched = sql`floor(${deposit}::numeric * o.match_percent / 100)`;
      const match = sql`least(${matched}, coalesce(o.max_amount, ${matched}))::bigint`;
      const [row] = await queryRows<{ id: string | number }>(
        exec(tx),
        sql`update player_bonuses b set amount = ${match},
              bet_total = ${match} * o.wagering_multiple
            from bonus_offers o
            where o.id = b.offer_id and b.user_id = ${userId} and b.active = 1
              and b.finished = 0 and b.amount = 0 and b.expires_at > ${at}::timestamptz
              and o.currency = ${currency} and o.bonus_key = 'DEPOSIT_BONUS_CASH'
              and o.match_percent is not null
              and ${deposit}::bigint >= coalesce(o.min_deposit, 0) and ${match} > 0
              and (o.deposit_number is null
                or o.deposit_number = ${depositCount(userId, currency)})
            returning b.id`,
      );
      return row ? findById(Number(row.id), tx) : null;
    },

    findById,

    /**
     * Records a settled bet against the running bonus once (its reference is the key) and adds
     * what it counted to `bet_amount`. Null when the bet was recorded before.
     */
    async addWager(
      tx: Executor,
      wager: {
        reference: string;
        bonusId: number;
        userId: number;
        gameType: GameType;
        amount: number;
        counted: number;
      },
    ): Promise<PlayerBonusRow | null> {
      const [inserted] = await exec(tx)
        .insert(bonusWagers)
        .values(wager)
        .onConflictDoNothing()
        .returning({ reference: bonusWagers.reference });
      if (!inserted) return null;
      const [row] = await exec(tx)
        .update(playerBonuses)
        .set({ betAmount: sql`${playerBonuses.betAmount} + ${wager.counted}` })
        .where(and(eq(playerBonuses.id, wager.bonusId), running))
        .returning();
      return row ?? null;
    },

    /** Ends a running bonus (its wagering done, or its time run out); null if it had ended. */
    async finish(
      tx: Executor,
      id: number,
      endedAs: 'wagered' | 'expired',
      at: Date,
    ): Promise<PlayerBonusRow | null> {
      const [row] = await exec(tx)
        .update(playerBonuses)
        .set({ finished: 1, finishedAt: at, endedAs })
        .where(and(eq(playerBonuses.id, id), running))
        .returning();
      return row ?? null;
    },

    /** Running bonuses whose time ran out by `at`, oldest first (the expiry job's list). */
    async findExpired(at: Date, limit: number): Promise<PlayerBonusWithOffer[]> {
      return db
        .select({ bonus: playerBonuses, offer: bonusOffers })
        .from(playerBonuses)
        .innerJoin(bonusOffers, eq(bonusOffers.id, playerBonuses.offerId))
        .where(and(running, lte(playerBonuses.expiresAt, at)))
        .orderBy(playerBonuses.expiresAt)
        .limit(limit);
    },

    /** spec §5: a claimed bonus whose wagering is not done and which has not expired. */
    async hasRunning(userId: number, at: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: playerBonuses.id })
        .from(playerBonuses)
        .where(
          and(
            eq(playerBonuses.userId, userId),
            eq(playerBonuses.active, 1),
            eq(playerBonuses.finished, 0),
            gt(playerBonuses.expiresAt, at),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

export type BonusesRepository = ReturnType<typeof createBonusesRepository>;
