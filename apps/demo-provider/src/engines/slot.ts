import type { Rng } from './rng';
import {
  evaluateLine,
  freeSpinsFor,
  scatterMultiple,
  SCATTER,
  SLOT_BET_STEP,
  SLOT_FREE_SPIN_MULTIPLIER,
  SLOT_FREE_SPINS_CAP,
  SLOT_LINE_COUNT,
  SLOT_LINES,
  SLOT_MAX_BET,
  SLOT_MIN_BET,
  SLOT_REEL_STRIPS,
  SLOT_ROWS,
  type SlotSymbol,
} from './slot-paytable';
import { analyzeSlot } from './slot-rtp';

/**
 * The 5-reel, 3-row video slot with 20 fixed paylines, a wild, a scatter and free spins.
 * Pure: the outcome comes only from the `rng` it is given (the server's CSPRNG in play).
 * The numbers live in slot-paytable.ts and are explained in docs/demo-studio-games.md.
 */

export {
  SLOT_BET_STEP,
  SLOT_FREE_SPIN_MULTIPLIER,
  SLOT_FREE_SPINS,
  SLOT_FREE_SPINS_CAP,
  SLOT_LINES,
  SLOT_MAX_BET,
  SLOT_MIN_BET,
  SLOT_PAYTABLE,
  SLOT_REEL_STRIPS,
  SLOT_SCATTER_PAYS,
  SCATTER,
  WILD,
  type SlotSymbol,
} from './slot-paytable';

export interface SlotLineWin {
  /** Index into SLOT_LINES. */
  line: number;
  symbol: SlotSymbol;
  count: number;
  win: number;
}

export interface SlotSpin {
  /** reels[reel][row], 5 x 3 */
  reels: SlotSymbol[][];
  lineWins: SlotLineWin[];
  scatterCount: number;
  scatterWin: number;
  freeSpinsAwarded: number;
  /** minor units, this spin only */
  win: number;
  /** true for spins inside the free-spins feature */
  free: boolean;
}

export interface SlotRound {
  bet: number;
  spins: SlotSpin[];
  totalWin: number;
}

/** Null when `bet` is a valid total stake, else a short English reason. */
export function validateSlotBet(bet: number): string | null {
  if (!Number.isSafeInteger(bet)) return 'the bet must be a whole number of minor units';
  if (bet < SLOT_MIN_BET || bet > SLOT_MAX_BET) {
    return `the bet must be from ${SLOT_MIN_BET} to ${SLOT_MAX_BET}`;
  }
  if (bet % SLOT_BET_STEP !== 0) {
    return `the bet must be a multiple of ${SLOT_BET_STEP} (one unit per line)`;
  }
  return null;
}

function spinReels(rng: Rng): SlotSymbol[][] {
  return SLOT_REEL_STRIPS.map((strip) => {
    const stop = rng(strip.length);
    const column: SlotSymbol[] = [];
    for (let row = 0; row < SLOT_ROWS; row += 1) column.push(strip[(stop + row) % strip.length]!);
    return column;
  });
}

/** Evaluates a window of symbols; `freeSpinsAwarded` is before the cap (the round applies it). */
export function evaluateSpin(reels: SlotSymbol[][], bet: number, free: boolean): SlotSpin {
  const lineBet = bet / SLOT_LINE_COUNT;
  const multiplier = free ? SLOT_FREE_SPIN_MULTIPLIER : 1;
  const lineWins: SlotLineWin[] = [];
  const symbols: SlotSymbol[] = new Array<SlotSymbol>(reels.length);
  for (let line = 0; line < SLOT_LINES.length; line += 1) {
    const rows = SLOT_LINES[line]!;
    for (let reel = 0; reel < reels.length; reel += 1) symbols[reel] = reels[reel]![rows[reel]!]!;
    const pay = evaluateLine(symbols);
    if (pay) {
      lineWins.push({
        line,
        symbol: pay.symbol,
        count: pay.count,
        win: lineBet * pay.multiple * multiplier,
      });
    }
  }
  let scatterCount = 0;
  for (const column of reels)
    for (const symbol of column) if (symbol === SCATTER) scatterCount += 1;
  const scatterWin = bet * scatterMultiple(scatterCount) * multiplier;
  const win = lineWins.reduce((sum, lineWin) => sum + lineWin.win, scatterWin);
  return {
    reels,
    lineWins,
    scatterCount,
    scatterWin,
    freeSpinsAwarded: freeSpinsFor(scatterCount),
    win,
    free,
  };
}

/**
 * One paid spin with all the free spins it triggers (retriggers included, capped). `bet` is
 * the total stake in minor units; wins are integers in minor units. The bet must be a
 * multiple of 20 (one minor unit per line or more), so no win is ever rounded. Throws a
 * RangeError for a bet outside the limits.
 */
export function playSlotRound(bet: number, rng: Rng): SlotRound {
  const problem = validateSlotBet(bet);
  if (problem) throw new RangeError(problem);
  const paid = evaluateSpin(spinReels(rng), bet, false);
  const spins = [paid];
  // Every award counts towards the cap, the paid spin's included; the part past it is lost.
  let awarded = Math.min(paid.freeSpinsAwarded, SLOT_FREE_SPINS_CAP);
  paid.freeSpinsAwarded = awarded;
  let remaining = awarded;
  while (remaining > 0) {
    remaining -= 1;
    const spin = evaluateSpin(spinReels(rng), bet, true);
    spin.freeSpinsAwarded = Math.min(spin.freeSpinsAwarded, SLOT_FREE_SPINS_CAP - awarded);
    awarded += spin.freeSpinsAwarded;
    remaining += spin.freeSpinsAwarded;
    spins.push(spin);
  }
  return { bet, spins, totalWin: spins.reduce((sum, spin) => sum + spin.win, 0) };
}

let exactRtp: number | undefined;

/** The exact theoretical RTP (a fraction, e.g. 0.9612), computed analytically from the reel
 *  strips and paytable (base game + expected free-spins value), not by simulation. */
export function exactSlotRtp(): number {
  // About 10^5 line combinations: cheap, but computed once per process all the same.
  exactRtp ??= analyzeSlot().rtp;
  return exactRtp;
}
