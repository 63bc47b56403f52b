import { CRASH_SIDES, sideWins, type CrashSide } from '@casino/contracts';
import type { EventBus } from '../../platform/events';
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
}) {
  const { repo, ledger, events } = deps;

  async function payWins(unit: LedgerUnit, bets: CrashBetRow[]): Promise<void> {
    for (const bet of bets) {
      if (bet.status !== 'won' || bet.payout <= 0) continue;
      await unit.transfer({
        key: betTransferKey(bet.id, 'win'),
        type: 'win',
        debit: gameAccount(bet.game, bet.userId),
        credit: { kind: 'player_cash', userId: bet.userId },
        amount: bet.payout,
        currency: bet.currency,
        reference: `crash:${bet.roundId}:${bet.id}`,
        metadata: {
          game: bet.game,
          round_id: bet.roundId,
          bet_id: bet.id,
          multiplier_x100: bet.cashoutX100,
        },
      });
    }
  }

  async function payRefunds(unit: LedgerUnit, bets: CrashBetRow[]): Promise<void> {
    for (const bet of bets) {
      await unit.transfer({
        key: betTransferKey(bet.id, 'refund'),
        type: 'rollback',
        debit: gameAccount(bet.game, bet.userId),
        credit: { kind: 'player_cash', userId: bet.userId },
        amount: bet.amount,
        currency: bet.currency,
        reference: `crash:${bet.roundId}:${bet.id}`,
        metadata: { game: bet.game, round_id: bet.roundId, bet_id: bet.id },
      });
    }
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

  return {
    reportSettled,

    /** Open main bets whose auto cash-out the round has reached: paid at it. */
    async settleAutoCashouts(round: CrashRoundRow, reachedX100: number): Promise<CrashBetRow[]> {
      const settled = await ledger.run(async (unit) => {
        const bets = await repo.settleAutoCashouts(unit.tx, round.id, reachedX100);
        await payWins(unit, bets);
        return bets;
      });
      reportSettled(settled);
      return settled;
    },

    /** The round's maximum payout was reached: every open main bet is paid at `x100`. */
    async settleAllOpenAt(round: CrashRoundRow, x100: number): Promise<CrashBetRow[]> {
      const settled = await ledger.run(async (unit) => {
        const bets = await repo.settleOpenAt(unit.tx, round.id, x100);
        await payWins(unit, bets);
        return bets;
      });
      reportSettled(settled);
      return settled;
    },

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
