import { and, count, desc, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { BonusClaimsQuery } from '@casino/contracts';
import type { Database, Executor } from '../../db/client';
import type { BonusOfferRow, PlayerBonusRow } from './bonuses.repository';
import { bonusOffers, playerBonuses } from './bonuses.schema';

/** The offer terms staff may edit (bonuses.admin.ts says which and why). */
export type OfferEdit = Partial<
  Pick<
    BonusOfferRow,
    | 'message'
    | 'texts'
    | 'wageringMultiple'
    | 'validDays'
    | 'matchPercent'
    | 'maxAmount'
    | 'minDeposit'
    | 'startsAt'
    | 'endsAt'
  >
>;

/** A player's bonus of an offer, with the player as the users module names them now. */
export interface OfferClaimRow {
  bonus: PlayerBonusRow;
  name: string | null;
  email: string | null;
}

const CLAIM_STATUS: Record<NonNullable<BonusClaimsQuery['status']>, SQL> = {
  active: and(eq(playerBonuses.active, 1), eq(playerBonuses.finished, 0))!,
  declined: eq(playerBonuses.active, -1),
  finished: eq(playerBonuses.finished, 1),
};

/**
 * The back office's statements on offers (issue 17): an offer edited, whether players hold it
 * on terms an edit would change, and who claimed it; part of the bonuses' repository.
 */
export function createBonusOffersRepository(db: Database) {
  const exec = (tx?: Executor) => (tx ?? db) as Database;
  return {
    async findOfferByCode(code: string): Promise<BonusOfferRow | null> {
      const [row] = await db.select().from(bonusOffers).where(eq(bonusOffers.code, code));
      return row ?? null;
    },

    /** The offer with `code`, locked until `tx` ends (an edit's "before"). */
    async lockOfferByCode(code: string, tx: Executor): Promise<BonusOfferRow | null> {
      const [row] = await exec(tx)
        .select()
        .from(bonusOffers)
        .where(eq(bonusOffers.code, code))
        .for('update');
      return row ?? null;
    },

    async updateOffer(id: number, edit: OfferEdit, tx: Executor = db): Promise<BonusOfferRow> {
      const [row] = await exec(tx)
        .update(bonusOffers)
        .set(edit)
        .where(eq(bonusOffers.id, id))
        .returning();
      return row!;
    },

    /**
     * How many players hold the offer on terms still read from it: a claimed, running bonus
     * whose deposit has not come yet (the match, the minimum and the wagering are read at the
     * deposit), or, for free spins, any running one (each spin's win adds its wagering).
     */
    async countHeldOnOfferTerms(offer: BonusOfferRow, at: Date, tx?: Executor): Promise<number> {
      const [row] = await exec(tx)
        .select({ n: count() })
        .from(playerBonuses)
        .where(
          and(
            eq(playerBonuses.offerId, offer.id),
            eq(playerBonuses.active, 1),
            eq(playerBonuses.finished, 0),
            offer.bonusKey === 'FREE_SPINS'
              ? undefined
              : and(eq(playerBonuses.amount, 0), gt(playerBonuses.expiresAt, at)),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * The offer's claimed and declined bonuses (not those only offered), the latest claim or
     * decline first.
     */
    async findClaims(
      offerId: number,
      query: { status?: BonusClaimsQuery['status']; offset: number; limit: number },
    ): Promise<{ rows: OfferClaimRow[]; total: number }> {
      const where = and(
        eq(playerBonuses.offerId, offerId),
        query.status ? CLAIM_STATUS[query.status] : ne(playerBonuses.active, 0),
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            bonus: playerBonuses,
            // The player as the users module names them now (its table, read only).
            name: sql<
              string | null
            >`(select name from users where users.id = ${playerBonuses.userId})`,
            email: sql<
              string | null
            >`(select email from users where users.id = ${playerBonuses.userId})`,
          })
          .from(playerBonuses)
          .where(where)
          .orderBy(
            desc(sql`coalesce(${playerBonuses.claimedAt}, ${playerBonuses.declinedAt})`),
            desc(playerBonuses.id),
          )
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(playerBonuses).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}
