import { CRASH_SIDES, sideWins, type CrashSide } from '@casino/contracts';
import type { EventBus } from '../../platform/events';
import { bonusShareOf, type BonusMoney } from '../bonuses/bonuses.service';
import type { LedgerService, LedgerUnit } from '../ledger/ledger.service';
import { betTransferKey, gameAccount } from './originals.bet';
import type { CrashBetRow, CrashRoundRow, OriginalsRepository } from './originals.repository';

/**
 * How a round's bets end, each exactly once: a bet's status changes by one conditional UPDATE
 * in the same transaction as its ledger transfer (keys in originals.bet.ts), so a settlement
 * run twice, or by two leaders at once, pays nothing twice.
 */
export function createCrashSettlement(deps: {
  repo: OriginalsRepository;
  ledger: LedgerService;
  events: EventBus;
  bonusMoney: BonusMoney;
}) {
  const { repo, ledger, events, bonusMoney } = deps;

  /**
   * From the game's account to the bet's player: a win, or the stake refunded. The share of it
   * that the bonus money staked earned follows that bonus (decision 035): back to the bonus
   * balance while it runs, to cash once wagered, nowhere once it expired.
   */
  async function payPlayer(
    unit: LedgerUnit,
    bet: CrashBetRow,
    payment: 'win' | 'refund',
    amount: number,
    metadata: Record<string, unknown> = {},
  ): Promise<void> {
    const bonusShare = bonusShareOf(amount, bet.amount, bet.bonusAmount);
    const payout = {
      type: payment === 'win' ? 'win' : 'rollback',
      debit: gameAccount(bet.game, bet.userId),
      currency: bet.currency,
      reference: `crash:${bet.roundId}:${bet.id}`,
      metadata: { game: bet.game, round_id: bet.roundId, bet_id: bet.id, ...metadata },
    };
    if (amount > bonusShare) {
      await unit.transfer({
        ...payout,
        key: betTransferKey(bet.id, payment),
        credit: { kind: 'player_cash', userId: bet.userId },
        amount: amount - bonusShare,
      });
    }
    if (bonusShare === 0 || bet.bonusId === null) return;
    const route = await bonusMoney.payoutRoute(unit.tx, bet.bonusId);
    if (route === 'forfeit') return;
    await unit.transfer({
      ...payout,
      key: betTransferKey(bet.id, `${payment}-bonus`),
      credit: { kind: route === 'bonus' ? 'player_bonus' : 'player_cash', userId: bet.userId },
      amount: bonusShare,
      metadata: { ...payout.metadata, bonus_id: bet.bonusId, bonus_route: route },
    });
  }

  /** The bet's payout at its cash-out multiplier. */
  function payWin(unit: LedgerUnit, bet: CrashBetRow) {
    return payPlayer(unit, bet, 'win', bet.payout, { multiplier_x100: bet.cashoutX100 });
  }

  async function payWins(unit: LedgerUnit, bets: CrashBetRow[]): Promise<void> {
    for (const bet of bets) {
      if (bet.status !== 'won' || bet.payout <= 0) continue;
      await payWin(unit, bet);
    }
  }

  async function payRefunds(unit: LedgerUnit, bets: CrashBetRow[]): Promise<void> {
    for (const bet of bets) await payPlayer(unit, bet, 'refund', bet.amount);
  }

  /** The wagering hook (ARCHITECTURE "Play"): one BetSettled per settled bet. */
  function reportSettled(bets: CrashBetRow[]): void {
    for (const bet of bets) {
      if (bet.status === 'open') continue;
      events.emit('BetSettled', {
        reference: `crash:${bet.roundId}:${bet.id}`,
        userId: bet.userId,
        playerName: bet.playerName,
        game: bet.game,
        currency: bet.currency,
        amount: bet.amount,
        payout: bet.payout,
        outcome: bet.status,
        settledAt: bet.settledAt ?? new Date(),
      });
    }
  }

  /** Settles the side bets of a crashed round by its crash point (crashbull). */
  async function settleSides(
    unit: LedgerUnit,
    round: CrashRoundRow,
    sideOdds: Record<CrashSide, number> | null,
  ): Promise<CrashBetRow[]> {
    if (!sideOdds) return [];
    const winner = CRASH_SIDES.find((side) => sideWins(side, round.crashX100)) ?? 'bear';
    const settled = await repo.settleSideBets(unit.tx, round.id, winner, sideOdds);
    await payWins(unit, settled);
    return settled;
  }

  /** Bets `settle` marks won, paid in the same ledger unit, then reported. */
  async function settleWinners(
    settle: (unit: LedgerUnit) => Promise<CrashBetRow[]>,
  ): Promise<CrashBetRow[]> {
    const settled = await ledger.run(async (unit) => {
      const bets = await settle(unit);
      await payWins(unit, bets);
      return bets;
    });
    reportSettled(settled);
    return settled;
  }

  return {
    reportSettled,
    payWin,

    /** Open main bets whose auto cash-out the round has reached: paid at it. */
    settleAutoCashouts: (round: CrashRoundRow, reachedX100: number): Promise<CrashBetRow[]> =>
      settleWinners((unit) => repo.settleAutoCashouts(unit.tx, round.id, reachedX100)),

    /** The round's maximum payout was reached: every open main bet is paid at `x100`. */
    settleAllOpenAt: (round: CrashRoundRow, x100: number): Promise<CrashBetRow[]> =>
      settleWinners((unit) => repo.settleOpenAt(unit.tx, round.id, x100)),

    /**
     * After the crash: auto cash-outs below the point win, side bets are decided by the point,
     * every other open bet is lost (`lose`) or, when the round was interrupted and its players
     * could not act, refunded (`refund`).
     */
    async settleCrashedRound(
      round: CrashRoundRow,
      options: { sideOdds: Record<CrashSide, number> | null; others: 'lost' | 'refunded' },
    ): Promise<CrashBetRow[]> {
      const settled = await ledger.run(async (unit) => {
        const autos = await repo.settleAutoCashouts(unit.tx, round.id, round.crashX100 - 1);
        await payWins(unit, autos);
        const sides = await settleSides(unit, round, options.sideOdds);
        const others = await repo.closeOpenBets(unit.tx, round.id, options.others);
        if (options.others === 'refunded') await payRefunds(unit, others);
        return [...autos, ...sides, ...others];
      });
      reportSettled(settled);
      return settled;
    },

    /** A round interrupted before it ran: every bet back, the round closed as refunded. */
    async refundRound(round: CrashRoundRow): Promise<CrashBetRow[]> {
      const result = await ledger.run(async (unit) => {
        const bets = await repo.closeOpenBets(unit.tx, round.id, 'refunded');
        await payRefunds(unit, bets);
        const finished = await repo.finishRound(unit.tx, round.id, { refunded: true });
        return { bets, finished };
      });
      reportSettled(result.bets);
      return result.bets;
    },

    /** Marks the round crashed (its hash may now be shown); null when it already was. */
    finishRound: (round: CrashRoundRow) =>
      ledger.run((unit) => repo.finishRound(unit.tx, round.id, { refunded: false })),
  };
}

export type CrashSettlement = ReturnType<typeof createCrashSettlement>;
