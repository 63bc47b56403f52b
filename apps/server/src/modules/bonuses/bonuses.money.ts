import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client';

/** Where the bonus money's share of a win or refund goes (decision 035). */
export type BonusPayoutRoute = 'bonus' | 'cash' | 'forfeit';

/**
 * The bonus money's share of a payout: the payout in the proportion the stake was bonus money,
 * rounded down (the rest is the cash's). Whole numbers throughout, no floating point.
 */
export function bonusShareOf(payout: number, stake: number, bonusStake: number): number {
  if (bonusStake <= 0 || payout <= 0 || stake <= 0) return 0;
  return Number((BigInt(payout) * BigInt(bonusStake)) / BigInt(stake));
}

/**
 * Bonus money in play (decision 035), for games that place bets in their own transaction (the
 * crash games; the seamless wallet does the same inside provider_money): which part of a stake
 * is bonus money, and where a payout's bonus share goes. Both lock the player's cash and bonus
 * accounts (bonuses/sql/bonus_money.sql) when bonus money is involved.
 */
export function createBonusMoney() {
  const exec = (tx: Executor) => tx as Database;
  return {
    /** Cash first; the rest from the running, funded bonus, when one runs (else 0). */
    async stake(
      tx: Executor,
      userId: number,
      currency: string,
      amount: number,
    ): Promise<{ bonusId: number | null; bonusPart: number }> {
      const [row] = await queryRows<{ bonus_id: string | null; bonus_part: string }>(
        exec(tx),
        sql`select bonus_id, bonus_part from bonus_stake(${userId}, ${currency}, ${amount})`,
      );
      return {
        bonusId: row?.bonus_id == null ? null : Number(row.bonus_id),
        bonusPart: Number(row?.bonus_part ?? 0),
      };
    },

    /** The route of the bonus share of a payout on a bet that staked bonus `bonusId`'s money. */
    async payoutRoute(tx: Executor, bonusId: number): Promise<BonusPayoutRoute> {
      const [row] = await queryRows<{ route: BonusPayoutRoute }>(
        exec(tx),
        sql`select route from bonus_payout_route(${bonusId})`,
      );
      return row?.route ?? 'forfeit';
    },
  };
}

export type BonusMoney = ReturnType<typeof createBonusMoney>;
