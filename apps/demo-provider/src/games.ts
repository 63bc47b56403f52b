import {
  dealBaccarat,
  validateBaccaratBet,
  type BaccaratBet,
  type BaccaratBetType,
  type BaccaratResult,
} from './engines/baccarat';
import type { Rng } from './engines/rng';
import {
  spinRoulette,
  validateRouletteBet,
  type RouletteBet,
  type RouletteResult,
} from './engines/roulette';
import { playSlotRound, validateSlotBet, type SlotRound } from './engines/slot';

/**
 * One adapter per engine: checks a round's bets against the table limits before any money
 * moves, names its total stake, and draws its outcome with the server's CSPRNG.
 */

/** Table limits of roulette and baccarat, minor units: 0.10 to 1,000.00 a spot, 5,000.00 in all. */
export const TABLE_LIMITS = { minBet: 10, maxBet: 100_000, maxTotal: 500_000 } as const;

export interface PreparedRound<T> {
  stake: number;
  /** Draws the outcome; `summary` goes to the round record. */
  draw(rng: Rng): { totalWin: number; summary: string; result: T };
}

/** A bet the engine or the limits refuse; `reason` is a short English sentence. */
export class InvalidBetError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'InvalidBetError';
  }
}

export function prepareSlot(bet: number): PreparedRound<SlotRound> {
  const problem = validateSlotBet(bet);
  if (problem) throw new InvalidBetError(problem);
  return {
    stake: bet,
    draw(rng) {
      const round = playSlotRound(bet, rng);
      const free = round.spins.filter((spin) => spin.free).length;
      return {
        totalWin: round.totalWin,
        summary: `slot win ${round.totalWin}${free > 0 ? ` with ${free} free spins` : ''}`,
        result: round,
      };
    },
  };
}

function checkTableTotal(amounts: number[]): number {
  for (const amount of amounts) {
    if (amount < TABLE_LIMITS.minBet || amount > TABLE_LIMITS.maxBet) {
      throw new InvalidBetError(
        `each bet must be from ${TABLE_LIMITS.minBet} to ${TABLE_LIMITS.maxBet}`,
      );
    }
  }
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (total > TABLE_LIMITS.maxTotal) {
    throw new InvalidBetError(`the total bet must be at most ${TABLE_LIMITS.maxTotal}`);
  }
  return total;
}

/**
 * A table round: its bets within the table limits, their total as the stake, and `play` as its
 * draw, summarised for the round record by `summarize`.
 */
function prepareTableRound<R extends { totalWin: number }>(
  bets: { amount: number }[],
  play: (rng: Rng) => R,
  summarize: (result: R) => string,
): PreparedRound<R> {
  const stake = checkTableTotal(bets.map((bet) => bet.amount));
  return {
    stake,
    draw(rng) {
      const result = play(rng);
      return { totalWin: result.totalWin, summary: summarize(result), result };
    },
  };
}

export function prepareRoulette(bets: RouletteBet[]): PreparedRound<RouletteResult> {
  for (const bet of bets) {
    const problem = validateRouletteBet(bet);
    if (problem) throw new InvalidBetError(problem);
  }
  return prepareTableRound(
    bets,
    (rng) => spinRoulette(bets, rng),
    (result) => `roulette ${result.number} ${result.color}`,
  );
}

export function prepareBaccarat(bets: BaccaratBet[]): PreparedRound<BaccaratResult> {
  const seen = new Set<BaccaratBetType>();
  for (const bet of bets) {
    const problem = validateBaccaratBet(bet);
    if (problem) throw new InvalidBetError(problem);
    if (seen.has(bet.type)) throw new InvalidBetError(`one ${bet.type} bet per hand`);
    seen.add(bet.type);
  }
  return prepareTableRound(
    bets,
    (rng) => dealBaccarat(bets, rng),
    (result) => `baccarat ${result.outcome} ${result.playerTotal}-${result.bankerTotal}`,
  );
}
