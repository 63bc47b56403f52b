import { describe, expect, it } from 'vitest';
import { createCryptoRng, type Rng } from './rng';
import {
  RED_NUMBERS,
  ROULETTE_PAYOUTS,
  settleRoulette,
  spinRoulette,
  validateRouletteBet,
  type RouletteBet,
  type RouletteBetType,
} from './roulette';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const POCKETS = range(0, 36);
const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
const BLACK = range(1, 36).filter((n) => !RED.includes(n));

/** Every subset of `items` of the given size. */
function subsets(items: number[], size: number): number[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) =>
    subsets(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]),
  );
}
const bet = (type: RouletteBetType, numbers: number[], amount = 100): RouletteBet => ({
  type,
  numbers,
  amount,
});
const isValid = (type: RouletteBetType, numbers: number[]) =>
  validateRouletteBet(bet(type, numbers)) === null;

/** One valid bet of every type, with its covered numbers. */
const SAMPLES: RouletteBet[] = [
  bet('straight', [17]),
  bet('split', [17, 20]),
  bet('street', [16, 17, 18]),
  bet('corner', [17, 18, 20, 21]),
  bet('line', range(31, 36)),
  bet('trio', [0, 2, 3]),
  bet('first_four', [0, 1, 2, 3]),
  bet('dozen', range(13, 24)),
  bet(
    'column',
    range(0, 11).map((row) => row * 3 + 2),
  ),
  bet('red', RED),
  bet('black', BLACK),
  bet(
    'even',
    range(1, 18).map((n) => 2 * n),
  ),
  bet(
    'odd',
    range(1, 18).map((n) => 2 * n - 1),
  ),
  bet('low', range(1, 18)),
  bet('high', range(19, 36)),
];

describe('roulette layout', () => {
  it('has the 18 red numbers of the European wheel', () => {
    expect([...RED_NUMBERS].sort((a, b) => a - b)).toEqual(RED);
  });

  it('pays the standard odds', () => {
    expect(ROULETTE_PAYOUTS).toEqual({
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
    });
  });
});

describe('validateRouletteBet', () => {
  it('finds exactly the bets the layout has, in any order of numbers', () => {
    const count = (type: RouletteBetType, size: number) =>
      subsets(POCKETS, size).filter((numbers) => isValid(type, numbers)).length;
    expect(count('straight', 1)).toBe(37);
    expect(count('split', 2)).toBe(60); // 24 within rows, 33 between rows, 0-1, 0-2, 0-3
    expect(count('street', 3)).toBe(12);
    expect(count('trio', 3)).toBe(2);
    expect(count('corner', 4)).toBe(22);
    expect(count('first_four', 4)).toBe(1);
    expect(range(0, 36).filter((n) => isValid('line', range(n, n + 5)))).toEqual(
      range(0, 10).map((row) => row * 3 + 1),
    );
    expect(isValid('split', [20, 17])).toBe(true);
    expect(isValid('corner', [21, 17, 20, 18])).toBe(true);
  });

  it.each<[RouletteBetType, number[]]>([
    ['straight', [37]],
    ['straight', [-1]],
    ['straight', [1, 2]],
    ['split', [3, 4]], // the end of one row and the start of the next are not adjacent
    ['split', [0, 4]],
    ['split', [1, 5]],
    ['street', [2, 3, 4]],
    ['street', [0, 1, 2]], // that is a trio
    ['corner', [3, 4, 6, 7]],
    ['corner', [0, 1, 2, 3]], // that is first four
    ['line', [2, 3, 4, 5, 6, 7]],
    ['line', [34, 35, 36, 1, 2, 3]],
    ['trio', [0, 1, 3]],
    ['first_four', [1, 2, 3, 4]],
    ['dozen', range(2, 13)],
    ['dozen', []],
    ['column', range(1, 12)],
    ['red', []],
    ['red', BLACK],
    ['black', [...BLACK.slice(1), 0]],
    ['even', range(1, 18)],
    ['odd', range(2, 19)],
    ['low', range(0, 17)],
    ['high', range(18, 35)],
  ])('refuses a %s on %j', (type, numbers) => {
    expect(validateRouletteBet(bet(type, numbers))).toEqual(expect.any(String));
  });

  it('refuses repeated numbers, fractions, bad amounts and unknown types', () => {
    expect(validateRouletteBet(bet('split', [17, 17]))).toMatch(/repeat/);
    expect(validateRouletteBet(bet('straight', [1.5]))).toMatch(/whole/);
    for (const amount of [0, -100, 1.5, Number.NaN, 2 ** 53]) {
      expect(validateRouletteBet(bet('straight', [17], amount))).toMatch(/amount/);
    }
    for (const type of ['basket', 'toString', 'constructor']) {
      expect(validateRouletteBet(bet(type as RouletteBetType, [17]))).toMatch(/unknown/);
    }
    for (const sample of SAMPLES) expect(validateRouletteBet(sample)).toBeNull();
  });
});

describe('settleRoulette', () => {
  it.each(SAMPLES.map((sample) => [sample.type, sample] as const))(
    '%s pays stake + stake x its odds on its numbers only, and nothing on zero unless covered',
    (_type, sample) => {
      for (const number of POCKETS) {
        const result = settleRoulette([sample], number);
        if (sample.numbers.includes(number)) {
          const win = sample.amount * (1 + ROULETTE_PAYOUTS[sample.type]);
          expect(result.wins).toEqual([{ index: 0, win }]);
          expect(result.totalWin).toBe(win);
        } else {
          expect(result.wins).toEqual([]);
          expect(result.totalWin).toBe(0);
        }
      }
    },
  );

  it('gives every valid bet the same 1/37 house edge', () => {
    // Over the 37 pockets a bet on k numbers at (36 / k - 1) to 1 returns 36 stakes in all.
    const all = [
      ...SAMPLES,
      ...subsets(POCKETS, 2)
        .filter((n) => isValid('split', n))
        .map((n) => bet('split', n)),
      ...subsets(POCKETS, 4)
        .filter((n) => isValid('corner', n))
        .map((n) => bet('corner', n)),
      bet('trio', [0, 1, 2]),
    ];
    for (const sample of all) {
      const returned = POCKETS.reduce((sum, n) => sum + settleRoulette([sample], n).totalWin, 0);
      expect(returned).toBe(36 * sample.amount);
    }
  });

  it('settles a whole layout of bets by index, with colours', () => {
    const bets = [
      bet('straight', [17], 100),
      bet('split', [17, 20], 50),
      bet('corner', [1, 2, 4, 5], 50),
      bet('black', BLACK, 300),
      bet('red', RED, 200),
    ];
    expect(settleRoulette(bets, 17)).toEqual({
      number: 17,
      color: 'black',
      wins: [
        { index: 0, win: 3_600 },
        { index: 1, win: 900 },
        { index: 3, win: 600 },
      ],
      totalWin: 5_100,
    });
    expect(settleRoulette(bets, 0)).toEqual({ number: 0, color: 'green', wins: [], totalWin: 0 });
    expect(settleRoulette(bets, 5)).toMatchObject({
      color: 'red',
      wins: [
        { index: 2, win: 450 },
        { index: 4, win: 400 },
      ],
    });
  });

  it('zero loses every even-money, dozen and column bet (no la partage)', () => {
    const outside = SAMPLES.filter((s) => ROULETTE_PAYOUTS[s.type] <= 2);
    expect(outside).toHaveLength(8);
    expect(settleRoulette(outside, 0).totalWin).toBe(0);
  });

  it('refuses invalid bets and numbers off the wheel', () => {
    expect(() => settleRoulette([bet('split', [1, 5])], 1)).toThrow(RangeError);
    expect(() => settleRoulette([bet('red', RED)], 37)).toThrow(RangeError);
    expect(() => settleRoulette([bet('red', RED)], -1)).toThrow(RangeError);
  });
});

describe('spinRoulette', () => {
  it('takes the pocket from the rng, one draw among 37', () => {
    const asked: number[] = [];
    const rng: Rng = (max) => {
      asked.push(max);
      return 32;
    };
    const result = spinRoulette([bet('red', RED, 100)], rng);
    expect(asked).toEqual([37]);
    expect(result).toEqual({
      number: 32,
      color: 'red',
      wins: [{ index: 0, win: 200 }],
      totalWin: 200,
    });
  });

  it('refuses an invalid bet before drawing', () => {
    let draws = 0;
    const rng: Rng = () => {
      draws += 1;
      return 0;
    };
    expect(() => spinRoulette([bet('corner', [1, 2, 3, 4])], rng)).toThrow(/corner/);
    expect(draws).toBe(0);
  });

  it('lands on every pocket about equally often', () => {
    const rng = createCryptoRng();
    const counts = new Array<number>(37).fill(0);
    const spins = 74_000;
    for (let i = 0; i < spins; i += 1) counts[spinRoulette([], rng).number]! += 1;
    const chi = counts.reduce((sum, c) => sum + (c - spins / 37) ** 2 / (spins / 37), 0);
    expect(chi).toBeLessThan(80); // 36 degrees of freedom, 99.99th percentile
  });
});
