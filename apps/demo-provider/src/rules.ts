import { ROULETTE_PAYOUTS } from './engines/roulette';
import {
  exactSlotRtp,
  SCATTER,
  SLOT_BET_STEP,
  SLOT_FREE_SPIN_MULTIPLIER,
  SLOT_FREE_SPINS,
  SLOT_FREE_SPINS_CAP,
  SLOT_LINES,
  SLOT_MAX_BET,
  SLOT_MIN_BET,
  SLOT_PAYTABLE,
  SLOT_SCATTER_PAYS,
  WILD,
} from './engines/slot';
import { TABLE_LIMITS } from './games';
import type { Engine } from './themes';

/**
 * What a game page shows about its rules (limits, lines, paytable, RTP), read from the engines
 * so the page can never disagree with how rounds are paid. The page never draws outcomes.
 */

export interface SlotRules {
  minBet: number;
  maxBet: number;
  /** Bets are multiples of this (one minor unit per line). */
  betStep: number;
  lines: readonly (readonly number[])[];
  rtp: number;
  /** Line pays, highest first: multiples of the line bet by run length ("3", "4", "5"). */
  paytable: { symbol: string; pays: Record<string, number> }[];
  wild: string;
  scatter: string;
  /** Multiples of the total bet, by scatter count. */
  scatterPays: Record<string, number>;
  /** Free spins awarded, by scatter count. */
  freeSpins: Record<string, number>;
  freeSpinMultiplier: number;
  freeSpinsCap: number;
}

export interface TableRules {
  minBet: number;
  maxBet: number;
  maxTotal: number;
  payouts?: Record<string, number>;
}

let slotRules: SlotRules | null = null;

function buildSlotRules(): SlotRules {
  const paytable = Object.entries(SLOT_PAYTABLE)
    .map(([symbol, pays]) => ({
      symbol,
      pays: Object.fromEntries(pays.map((pay, index) => [String(index + 3), pay])),
    }))
    .sort((a, b) => (b.pays['5'] ?? 0) - (a.pays['5'] ?? 0));
  return {
    minBet: SLOT_MIN_BET,
    maxBet: SLOT_MAX_BET,
    betStep: SLOT_BET_STEP,
    lines: SLOT_LINES,
    rtp: exactSlotRtp(),
    paytable,
    wild: WILD,
    scatter: SCATTER,
    scatterPays: { ...SLOT_SCATTER_PAYS },
    freeSpins: { ...SLOT_FREE_SPINS },
    freeSpinMultiplier: SLOT_FREE_SPIN_MULTIPLIER,
    freeSpinsCap: SLOT_FREE_SPINS_CAP,
  };
}

export function rulesOf(engine: Engine): SlotRules | TableRules {
  if (engine === 'slot') {
    // The exact RTP is an enumeration: computed once per process.
    slotRules ??= buildSlotRules();
    return slotRules;
  }
  if (engine === 'roulette') return { ...TABLE_LIMITS, payouts: ROULETTE_PAYOUTS };
  return { ...TABLE_LIMITS };
}
