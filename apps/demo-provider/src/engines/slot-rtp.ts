import {
  evaluateLine,
  freeSpinsFor,
  scatterMultiple,
  SCATTER,
  SLOT_FREE_SPIN_MULTIPLIER,
  SLOT_FREE_SPINS_CAP,
  SLOT_REEL_STRIPS,
  SLOT_ROWS,
  type SlotSymbol,
} from './slot-paytable';

/**
 * The slot's exact return to player, from the strips and the paytable alone (no simulation).
 *
 * Lines: each reel stops uniformly, so the symbol a payline crosses on reel r is drawn from
 * that strip's symbol counts, whatever the row, independently of the other reels. A line's
 * expected pay is therefore the sum over every combination of one symbol per reel (10^5) of
 * the product of the per-reel probabilities times `evaluateLine`'s multiple. The 20 lines
 * share stops, which makes them dependent, but expectation is linear: 20 lines at a twentieth
 * of the bet each return exactly one line's expected multiple.
 *
 * Scatters: per reel, the distribution of scatters in view over all its stops, convolved
 * across reels.
 *
 * Free spins use the same strips with every win tripled, so one free spin is worth
 * multiplier x (base lines + base scatters). Whether a free spin is played depends only on
 * the spins before it, so by Wald's identity the feature is worth that value times the
 * expected number of free spins, found by exact recursion over (spins played, spins awarded)
 * with retriggers cut at the cap.
 */

export interface SlotRtpBreakdown {
  /** Base game lines, as a fraction of the bet. */
  baseLines: number;
  /** Base game scatter pays. */
  baseScatters: number;
  /** P(exactly n scatters in view) for n = 0..15. */
  scatterCounts: number[];
  /** P(a spin awards free spins). */
  triggerProbability: number;
  /** Expected free spins a trigger from the paid spin brings, retriggers included. */
  freeSpinsPerTrigger: number;
  /** Value of one free spin, as a fraction of the bet. */
  freeSpinValue: number;
  /** The free-spins feature's share of the RTP. */
  freeSpins: number;
  rtp: number;
}

/** P(symbol) on each reel, as [symbol, probability] pairs. */
function symbolProbabilities(strip: readonly SlotSymbol[]): [SlotSymbol, number][] {
  const counts = new Map<SlotSymbol, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return [...counts].map(([symbol, count]) => [symbol, count / strip.length]);
}

export function expectedLineMultiple(strips: readonly (readonly SlotSymbol[])[]): number {
  const reels = strips.map(symbolProbabilities);
  const line: SlotSymbol[] = new Array<SlotSymbol>(reels.length);
  let total = 0;
  const visit = (reel: number, probability: number): void => {
    if (reel === reels.length) {
      total += probability * (evaluateLine(line)?.multiple ?? 0);
      return;
    }
    for (const [symbol, p] of reels[reel]!) {
      line[reel] = symbol;
      visit(reel + 1, probability * p);
    }
  };
  visit(0, 1);
  return total;
}

/** P(n scatters in the 5 x 3 window), n = 0..(reels x rows). */
export function scatterCountDistribution(strips: readonly (readonly SlotSymbol[])[]): number[] {
  let distribution = [1];
  for (const strip of strips) {
    const perReel = new Array<number>(SLOT_ROWS + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop += 1) {
      let count = 0;
      for (let row = 0; row < SLOT_ROWS; row += 1) {
        if (strip[(stop + row) % strip.length] === SCATTER) count += 1;
      }
      perReel[count]! += 1 / strip.length;
    }
    const next = new Array<number>(distribution.length + SLOT_ROWS).fill(0);
    distribution.forEach((p, n) => perReel.forEach((q, k) => (next[n + k]! += p * q)));
    distribution = next;
  }
  return distribution;
}

/**
 * Expected number of free spins played from an award of `initial`, when each free spin
 * awards `awards[n]` more with probability `probabilities[n]` and the total is cut at `cap`.
 * f(played, awarded) = awarded when all are played, else the mean of f(played + 1, ...) over
 * what the next spin awards.
 */
export function expectedFreeSpins(
  initial: number,
  outcomes: readonly { probability: number; award: number }[],
  cap: number,
): number {
  const start = Math.min(initial, cap);
  if (start === 0) return 0;
  const none = 1 - outcomes.reduce((sum, outcome) => sum + outcome.probability, 0);
  // row[awarded] = f(played, awarded); filled from played = cap - 1 down to 0.
  let next = Array.from({ length: cap + 1 }, (_, awarded) => awarded);
  for (let played = cap - 1; played >= 0; played -= 1) {
    const row = Array.from({ length: cap + 1 }, (_, awarded) => awarded);
    for (let awarded = played + 1; awarded <= cap; awarded += 1) {
      let value = none * next[awarded]!;
      for (const { probability, award } of outcomes) {
        value += probability * next[Math.min(cap, awarded + award)]!;
      }
      row[awarded] = value;
    }
    next = row;
  }
  return next[start]!;
}

export function analyzeSlot(
  strips: readonly (readonly SlotSymbol[])[] = SLOT_REEL_STRIPS,
): SlotRtpBreakdown {
  const baseLines = expectedLineMultiple(strips);
  const scatterCounts = scatterCountDistribution(strips);
  const baseScatters = scatterCounts.reduce((sum, p, n) => sum + p * scatterMultiple(n), 0);
  const outcomes = scatterCounts
    .map((probability, n) => ({ probability, award: freeSpinsFor(n) }))
    .filter((outcome) => outcome.award > 0);
  const triggerProbability = outcomes.reduce((sum, outcome) => sum + outcome.probability, 0);
  const expectedPerPaidSpin = outcomes.reduce(
    (sum, { probability, award }) =>
      sum + probability * expectedFreeSpins(award, outcomes, SLOT_FREE_SPINS_CAP),
    0,
  );
  const freeSpinValue = SLOT_FREE_SPIN_MULTIPLIER * (baseLines + baseScatters);
  const freeSpins = expectedPerPaidSpin * freeSpinValue;
  return {
    baseLines,
    baseScatters,
    scatterCounts,
    triggerProbability,
    freeSpinsPerTrigger: triggerProbability > 0 ? expectedPerPaidSpin / triggerProbability : 0,
    freeSpinValue,
    freeSpins,
    rtp: baseLines + baseScatters + freeSpins,
  };
}
