import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client';
import {
  runningBonus,
  type BonusOfferRow,
  type NewBonusOfferRow,
  type PlayerBonusRow,
  type PlayerBonusWithOffer,
} from './bonuses.repository';
import { bonusOffers, playerBonuses } from './bonuses.schema';

/**
 * The statements of free spins (decision 038) and of bonuses granted to one player (the weekly
 * cashback as a bonus, decision 039); part of the bonuses' repository.
 */
export function createBonusGrantsRepository(
  db: Database,
  findById: (id: number, tx?: Executor) => Promise<PlayerBonusWithOffer | null>,
) {
  const exec = (tx?: Executor) => (tx ?? db) as Database;
  return {
    /**
     * The player's free spins on `gameId` (docs/providers.md "Free rounds"): their runningBonus,
     * unexpired FREE_SPINS bonus for that game and currency with spins left, or null.
     */
    async freeRoundsOf(
      userId: number,
      gameId: number,
      currency: string,
      at: Date,
    ): Promise<{ bonusId: number; left: number; spinValue: number } | null> {
      const [row] = await db
        .select({
          bonusId: playerBonuses.id,
          left: playerBonuses.spinsLeft,
          spinValue: bonusOffers.spinValue,
        })
        .from(playerBonuses)
        .innerJoin(bonusOffers, eq(bonusOffers.id, playerBonuses.offerId))
        .where(
          and(
            eq(playerBonuses.userId, userId),
            runningBonus,
            gt(playerBonuses.expiresAt, at),
            gt(playerBonuses.spinsLeft, 0),
            eq(bonusOffers.bonusKey, 'FREE_SPINS'),
            eq(bonusOffers.gameId, gameId),
            eq(bonusOffers.currency, currency),
          ),
        )
        .limit(1);
      if (!row || row.left === null || row.spinValue === null) return null;
      return { bonusId: row.bonusId, left: row.left, spinValue: row.spinValue };
    },

    /**
     * The running FREE_SPINS bonuses of these players whose spins are all played and settled:
     * what is left of them is the wagering of their winnings (or nothing to wager).
     */
    async findSpinsDone(userIds: number[]): Promise<PlayerBonusWithOffer[]> {
      if (userIds.length === 0) return [];
      return db
        .select({ bonus: playerBonuses, offer: bonusOffers })
        .from(playerBonuses)
        .innerJoin(bonusOffers, eq(bonusOffers.id, playerBonuses.offerId))
        .where(
          and(
            inArray(playerBonuses.userId, userIds),
            runningBonus,
            eq(playerBonuses.spinsLeft, 0),
            eq(playerBonuses.spinsOpen, 0),
          ),
        );
    },

    /**
     * The offer a grant of `bonusKey` in `currency` is made of (`code`), made or brought up to
     * date with these terms; never offered to players at large (offerOpenOffers skips it).
     */
    async ensureGrantOffer(offer: NewBonusOfferRow): Promise<BonusOfferRow> {
      const [row] = await db
        .insert(bonusOffers)
        .values(offer)
        .onConflictDoUpdate({
          target: bonusOffers.code,
          set: {
            message: offer.message,
            texts: offer.texts,
            wageringMultiple: offer.wageringMultiple,
            validDays: offer.validDays,
          },
        })
        .returning();
      return row!;
    },

    /**
     * Grants the player a bonus of `offerId` carrying `amount`, available to claim until
     * `expiresAt`, once per `sourceKey`: null when that source granted it before.
     */
    async grant(row: {
      userId: number;
      offerId: number;
      amount: number;
      sourceKey: string;
      expiresAt: Date;
    }): Promise<PlayerBonusRow | null> {
      const [inserted] = await db
        .insert(playerBonuses)
        .values({
          userId: row.userId,
          offerId: row.offerId,
          granted: row.amount,
          sourceKey: row.sourceKey,
          expiresAt: row.expiresAt,
        })
        .onConflictDoNothing({ target: playerBonuses.sourceKey })
        .returning();
      return inserted ?? null;
    },

    /**
     * A claimed grant gets its money and its wagering target (granted x the offer's multiple),
     * once: null when it had them already.
     */
    async fundGrant(tx: Executor, id: number): Promise<PlayerBonusRow | null> {
      const [row] = await queryRows<{ id: string | number }>(
        exec(tx),
        sql`update player_bonuses b set amount = b.granted,
              bet_total = b.granted * o.wagering_multiple
            from bonus_offers o
            where o.id = b.offer_id and b.id = ${id} and b.active = 1 and b.finished = 0
              and b.amount = 0 and b.granted > 0
            returning b.id`,
      );
      return row ? ((await findById(Number(row.id), tx))?.bonus ?? null) : null;
    },
  };
}
