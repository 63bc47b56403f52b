import type { Rng } from './rng';

/**
 * Single-zero European roulette with every standard bet (docs/demo-studio-games.md). A bet
 * names its type and the numbers it covers, exactly as they lie on the layout (outside bets
 * list all their numbers too); it wins when the ball's number is among them, and pays its
 * stake back plus stake x ROULETTE_PAYOUTS[type]. Zero loses every outside bet (no la partage).
 */

export type RouletteBetType =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'line'
  | 'trio'
  | 'first_four'
  | 'dozen'
  | 'column'
  | 'red'
  | 'black'
  | 'even'
  | 'odd'
  | 'low'
  | 'high';

export interface RouletteBet {
  type: RouletteBetType;
  numbers: number[];
  amount: number;
}

/** Pays "to 1". */
export const ROULETTE_PAYOUTS: Record<RouletteBetType, number> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  trio: 11,
  first_four: 8,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  even: 1,
  odd: 1,
  low: 1,
  high: 1,
};

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export interface RouletteResult {
  number: number;
  color: 'red' | 'black' | 'green';
  /** win = stake + stake x payout, for each winning bet by its index */
  wins: { index: number; win: number }[];
  totalWin: number;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const keyOf = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');

/** Every set of numbers each bet type may cover on the layout (1-36 in rows of three). */
function layoutSets(): Record<RouletteBetType, Set<string>> {
  const sets = Object.fromEntries(
    Object.keys(ROULETTE_PAYOUTS).map((type) => [type, new Set<string>()]),
  ) as Record<RouletteBetType, Set<string>>;
  const add = (type: RouletteBetType, numbers: number[]) => sets[type].add(keyOf(numbers));
  for (let n = 0; n <= 36; n += 1) add('straight', [n]);
  for (let n = 1; n <= 36; n += 1) {
    if (n % 3 !== 0) add('split', [n, n + 1]);
    if (n + 3 <= 36) add('split', [n, n + 3]);
    if (n % 3 !== 0 && n + 4 <= 36) add('corner', [n, n + 1, n + 3, n + 4]);
  }
  for (const n of [1, 2, 3]) add('split', [0, n]);
  for (let row = 0; row < 12; row += 1) {
    const first = row * 3 + 1;
    add('street', [first, first + 1, first + 2]);
    if (row < 11) add('line', range(first, first + 5));
  }
  add('trio', [0, 1, 2]);
  add('trio', [0, 2, 3]);
  add('first_four', [0, 1, 2, 3]);
  for (let i = 0; i < 3; i += 1) {
    add('dozen', range(i * 12 + 1, i * 12 + 12));
    add(
      'column',
      range(0, 11).map((row) => row * 3 + i + 1),
    );
  }
  add('red', [...RED_NUMBERS]);
  add(
    'black',
    range(1, 36).filter((n) => !RED_NUMBERS.has(n)),
  );
  add(
    'even',
    range(1, 18).map((n) => n * 2),
  );
  add(
    'odd',
    range(1, 18).map((n) => n * 2 - 1),
  );
  add('low', range(1, 18));
  add('high', range(19, 36));
  return sets;
}

const LAYOUT = layoutSets();

/** Null when valid, else a short English reason. */
export function validateRouletteBet(bet: RouletteBet): string | null {
  // Own keys only: `in` would also accept 'toString' and the other inherited names.
  if (!Object.hasOwn(ROULETTE_PAYOUTS, bet.type)) return `unknown bet type ${String(bet.type)}`;
  if (!Number.isSafeInteger(bet.amount) || bet.amount <= 0) {
    return 'the amount must be a positive whole number of minor units';
  }
  if (!Array.isArray(bet.numbers) || !bet.numbers.every((n) => Number.isInteger(n))) {
    return 'numbers must be whole numbers';
  }
  if (new Set(bet.numbers).size !== bet.numbers.length) return 'numbers must not repeat';
  if (!LAYOUT[bet.type].has(keyOf(bet.numbers))) {
    return `${bet.numbers.join('-')} is not a ${bet.type.replace('_', ' ')} on the layout`;
  }
  return null;
}

export function colorOf(number: number): RouletteResult['color'] {
  if (number === 0) return 'green';
  return RED_NUMBERS.has(number) ? 'red' : 'black';
}

function assertValid(bets: RouletteBet[]): void {
  for (const bet of bets) {
    const problem = validateRouletteBet(bet);
    if (problem) throw new RangeError(problem);
  }
}

/**
 * Pays the bets for a known number (pure; the tests pin every bet type with it). Throws a
 * RangeError for an invalid bet or a number off the wheel, as spinRoulette does.
 */
export function settleRoulette(bets: RouletteBet[], number: number): RouletteResult {
  if (!Number.isInteger(number) || number < 0 || number > 36) {
    throw new RangeError(`the wheel has no pocket ${number}`);
  }
  assertValid(bets);
  const wins: RouletteResult['wins'] = [];
  bets.forEach((bet, index) => {
    if (bet.numbers.includes(number)) {
      wins.push({ index, win: bet.amount * (1 + ROULETTE_PAYOUTS[bet.type]) });
    }
  });
  return {
    number,
    color: colorOf(number),
    wins,
    totalWin: wins.reduce((sum, win) => sum + win.win, 0),
  };
}

/** Validates, then spins: 37 pockets, each equally likely, from the server's CSPRNG. */
export function spinRoulette(bets: RouletteBet[], rng: Rng): RouletteResult {
  // Refused before the draw, so an invalid bet never consumes randomness or spins the wheel.
  assertValid(bets);
  return settleRoulette(bets, rng(37));
}
