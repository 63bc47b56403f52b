/**
 * The crash games' shared arithmetic (issue 12): the curve, the crash point formula and the
 * side bet's odds. No zod and no Node imports: the browser imports this module on its own
 * (`@casino/contracts/crash-math`) to draw the curve and to check rounds on /fairness.
 */

/** The in-house crash games: each has its own round loop, hash chain and public channel. */
export const ORIGINAL_GAMES = ['crash', 'crashsw', 'crashbull'] as const;
export type OriginalGame = (typeof ORIGINAL_GAMES)[number];

export function isOriginalGame(value: string): value is OriginalGame {
  return (ORIGINAL_GAMES as readonly string[]).includes(value);
}

/** The classic curve: the multiplier is e^(0.00006 * milliseconds since the round started). */
export const CRASH_GROWTH_PER_MS = 0.00006;

/** The multiplier x 100 a round shows `elapsedMs` after it started, rounded down (1.00x = 100). */
export function multiplierX100At(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 100;
  return Math.max(100, Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs)));
}

/**
 * The first millisecond at which the shown multiplier reaches `x100` (multiplierX100At(ms) >=
 * x100). A round with crash point P crashes at elapsedMsFor(P): the display never shows P
 * before the crash, and shows it at the crash.
 */
export function elapsedMsFor(x100: number): number {
  if (x100 <= 100) return 0;
  let ms = Math.max(0, Math.floor(Math.log(x100 / 100) / CRASH_GROWTH_PER_MS) - 1);
  while (multiplierX100At(ms) < x100) ms += 1;
  return ms;
}

/** House edge 1% unless a game is configured otherwise (percent, 0 < edge < 50). */
export const DEFAULT_HOUSE_EDGE_PERCENT = 1;

/**
 * bustabit's formula from the 52 first bits of HMAC-SHA256(salt, round hash): X = r / 2^52,
 * point = max(1, floor((100 - edge) / (1 - X)) / 100). At the default 1% edge the numerator is
 * the published 99. Floating point exactly as published, so every verifier agrees.
 * Returns the point x 100 (an integer: 1.00x = 100).
 */
export function crashPointX100FromHmacHex(
  hmacHex: string,
  houseEdgePercent: number = DEFAULT_HOUSE_EDGE_PERCENT,
): number {
  const r = Number.parseInt(hmacHex.slice(0, 13), 16);
  const x = r / 2 ** 52;
  const point = Math.floor((100 - houseEdgePercent) / (1 - x));
  return Math.max(100, point);
}

/** crashbull's side bet: "bull" wins when the round reaches 2.00x, "bear" when it does not. */
export const CRASH_SIDES = ['bull', 'bear'] as const;
export type CrashSide = (typeof CRASH_SIDES)[number];
export const BULL_TARGET_X100 = 200;

/**
 * The side bet's payout multiplier x 100 that keeps the configured edge. The point reaches
 * 2.00x when floor((100 - e) / (1 - X)) >= 200, that is with probability (100 - e) / 200; a
 * fair payout is 1 / p, the edge keeps (100 - e)%: bull = (100 - e) / 100 / p = 2.00x exactly,
 * bear = (100 - e) / 100 / (1 - p), rounded down in the house's favour (1.96x at 1%).
 */
export function sideOddsX100(side: CrashSide, houseEdgePercent: number): number {
  const keep = (100 - houseEdgePercent) / 100;
  const bull = (100 - houseEdgePercent) / 200;
  const probability = side === 'bull' ? bull : 1 - bull;
  // Rounded to 1e-9 first so 2.0000000001 from the float division does not become 2.00 vs 1.99.
  return Math.floor(Math.round((keep / probability) * 100 * 1e9) / 1e9);
}

/** Whether a side bet wins on a round that crashed at `crashX100`. */
export function sideWins(side: CrashSide, crashX100: number): boolean {
  return side === 'bull' ? crashX100 >= BULL_TARGET_X100 : crashX100 < BULL_TARGET_X100;
}

/** Text of a multiplier x 100: 123 -> "1.23". */
export function formatMultiplierX100(x100: number): string {
  return (x100 / 100).toFixed(2);
}
