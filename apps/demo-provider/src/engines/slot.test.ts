import { describe, expect, it } from 'vitest';
import { createCryptoRng, type Rng } from './rng';
import {
  evaluateSpin,
  playSlotRound,
  SCATTER,
  SLOT_FREE_SPINS_CAP,
  SLOT_LINES,
  SLOT_MAX_BET,
  SLOT_MIN_BET,
  SLOT_REEL_STRIPS,
  validateSlotBet,
  WILD,
  type SlotSymbol,
} from './slot';
import { evaluateLine, SLOT_SYMBOLS } from './slot-paytable';

/** An Rng that answers the given values in turn (cycling), checking each fits its range. */
function scriptedRng(values: number[]): Rng {
  let next = 0;
  return (max) => {
    const value = values[next % values.length]!;
    next += 1;
    if (value < 0 || value >= max) throw new Error(`scripted ${value} is outside [0, ${max})`);
    return value;
  };
}

const scatterAt = (strip: readonly SlotSymbol[]) => strip.indexOf(SCATTER);
/** The stop that shows the reel's scatter on `row`. */
const stopWithScatterOn = (reel: number, row: number) => {
  const strip = SLOT_REEL_STRIPS[reel]!;
  return (scatterAt(strip) - row + strip.length) % strip.length;
};
/** A stop whose window has no scatter (the one just after it). */
const stopWithoutScatter = (reel: number) => {
  const strip = SLOT_REEL_STRIPS[reel]!;
  return (scatterAt(strip) + 1) % strip.length;
};
const column = (top: SlotSymbol, middle: SlotSymbol, bottom: SlotSymbol) => [top, middle, bottom];

describe('slot layout', () => {
  it('has 20 distinct paylines across 5 reels of 3 rows', () => {
    expect(SLOT_LINES).toHaveLength(20);
    expect(new Set(SLOT_LINES.map((line) => line.join(''))).size).toBe(20);
    for (const line of SLOT_LINES) {
      expect(line).toHaveLength(5);
      for (const row of line) expect([0, 1, 2]).toContain(row);
    }
    expect(SLOT_LINES[0]).toEqual([1, 1, 1, 1, 1]);
  });

  it('has the documented reel strips (docs/demo-studio-games.md)', () => {
    const counts = SLOT_REEL_STRIPS.map((strip) =>
      SLOT_SYMBOLS.map((symbol) => strip.filter((s) => s === symbol).length),
    );
    // 10, J, Q, K, A, gem, bell, seven, WILD, SCATTER
    expect(counts).toEqual([
      [6, 6, 5, 5, 4, 3, 3, 2, 1, 1],
      [7, 6, 5, 5, 4, 3, 3, 2, 2, 1],
      [7, 5, 5, 4, 4, 3, 3, 2, 3, 1],
      [6, 6, 5, 5, 4, 3, 3, 2, 2, 1],
      [6, 6, 5, 5, 4, 3, 3, 2, 1, 1],
    ]);
    for (const strip of SLOT_REEL_STRIPS) {
      for (const symbol of strip) expect(SLOT_SYMBOLS).toContain(symbol);
      // No symbol twice within three positions: a reel never shows the same symbol twice.
      strip.forEach((symbol, i) => {
        expect(strip[(i + 1) % strip.length]).not.toBe(symbol);
        expect(strip[(i + 2) % strip.length]).not.toBe(symbol);
      });
    }
  });
});

describe('evaluateLine', () => {
  const cases: [
    string,
    SlotSymbol[],
    { symbol: SlotSymbol; count: number; multiple: number } | null,
  ][] = [
    [
      'three of a kind from the left',
      ['K', 'K', 'K', 'Q', 'J'],
      { symbol: 'K', count: 3, multiple: 10 },
    ],
    [
      'four of a kind',
      ['gem', 'gem', 'gem', 'gem', 'J'],
      { symbol: 'gem', count: 4, multiple: 75 },
    ],
    [
      'five sevens',
      ['seven', 'seven', 'seven', 'seven', 'seven'],
      { symbol: 'seven', count: 5, multiple: 1000 },
    ],
    ['two of a kind pays nothing', ['A', 'A', 'K', 'K', 'K'], null],
    ['runs count from the leftmost reel only', ['Q', 'K', 'K', 'K', 'K'], null],
    [
      'a wild stands for the symbol inside the run',
      ['Q', 'Q', WILD, 'Q', 'J'],
      { symbol: 'Q', count: 4, multiple: 30 },
    ],
    [
      'a leading wild stands for the next symbol',
      [WILD, 'K', 'K', 'K', 'K'],
      { symbol: 'K', count: 5, multiple: 150 },
    ],
    [
      'wilds pay as wilds when that pays more',
      [WILD, WILD, WILD, '10', 'J'],
      { symbol: WILD, count: 3, multiple: 50 },
    ],
    [
      'four wilds beat five queens',
      [WILD, WILD, WILD, WILD, 'Q'],
      { symbol: WILD, count: 4, multiple: 250 },
    ],
    [
      'the symbol pays when that pays more',
      [WILD, WILD, WILD, 'seven', 'seven'],
      { symbol: 'seven', count: 5, multiple: 1000 },
    ],
    ['five wilds', [WILD, WILD, WILD, WILD, WILD], { symbol: WILD, count: 5, multiple: 2500 }],
    ['a scatter never pays on a line', [SCATTER, SCATTER, SCATTER, 'K', 'K'], null],
    ['the wild does not stand for the scatter', [WILD, SCATTER, SCATTER, SCATTER, 'A'], null],
    [
      'a scatter ends a wild run',
      [WILD, WILD, WILD, SCATTER, 'K'],
      { symbol: WILD, count: 3, multiple: 50 },
    ],
    ['a scatter ends a symbol run', ['K', 'K', SCATTER, 'K', 'K'], null],
    [
      'wilds on both sides of the run',
      [WILD, 'bell', WILD, 'bell', 'A'],
      { symbol: 'bell', count: 4, multiple: 100 },
    ],
  ];
  it.each(cases)('%s', (_name, symbols, expected) => {
    expect(evaluateLine(symbols)).toEqual(expected);
  });
});

describe('evaluateSpin', () => {
  it('pays each payline that matches, at the line bet (bet / 20)', () => {
    const reels = Array.from({ length: 5 }, () => column('Q', 'K', 'J'));
    const spin = evaluateSpin(reels, 200, false);
    // Only the three straight lines run five of a kind here; every other line changes row.
    expect(spin.lineWins).toEqual([
      { line: 0, symbol: 'K', count: 5, win: 10 * 150 },
      { line: 1, symbol: 'Q', count: 5, win: 10 * 125 },
      { line: 2, symbol: 'J', count: 5, win: 10 * 100 },
    ]);
    expect(spin).toMatchObject({ scatterCount: 0, scatterWin: 0, freeSpinsAwarded: 0, win: 3750 });
  });

  it('lets a wild column complete every line', () => {
    const reels = [
      column(WILD, WILD, WILD),
      ...Array.from({ length: 4 }, () => column('K', 'K', 'K')),
    ];
    const spin = evaluateSpin(reels, 20, false);
    expect(spin.lineWins).toHaveLength(20);
    expect(spin.lineWins.every((win) => win.symbol === 'K' && win.count === 5)).toBe(true);
    expect(spin.win).toBe(20 * 150);
  });

  it('pays scatters anywhere, in multiples of the total bet, and awards free spins', () => {
    const reels = [
      column(SCATTER, '10', 'J'),
      column('Q', 'K', 'A'),
      column('gem', SCATTER, 'bell'),
      column('seven', 'Q', SCATTER),
      column('K', 'A', '10'),
    ];
    const spin = evaluateSpin(reels, 100, false);
    expect(spin).toMatchObject({
      lineWins: [],
      scatterCount: 3,
      scatterWin: 500,
      freeSpinsAwarded: 10,
      win: 500,
    });
    reels[4] = column('K', SCATTER, '10');
    expect(evaluateSpin(reels, 100, false)).toMatchObject({
      scatterCount: 4,
      scatterWin: 2000,
      freeSpinsAwarded: 15,
    });
    reels[1] = column(SCATTER, 'K', 'A');
    expect(evaluateSpin(reels, 100, false)).toMatchObject({
      scatterCount: 5,
      scatterWin: 10_000,
      freeSpinsAwarded: 20,
    });
    reels[1] = column('Q', 'K', 'A');
    reels[4] = column('K', 'A', '10');
    reels[3] = column('seven', 'Q', 'A');
    expect(evaluateSpin(reels, 100, false)).toMatchObject({
      scatterCount: 2,
      scatterWin: 0,
      freeSpinsAwarded: 0,
    });
  });

  it('triples every win of a free spin', () => {
    const reels = [
      column(SCATTER, 'K', 'J'),
      column('Q', 'K', 'A'),
      column('gem', 'K', SCATTER),
      column(SCATTER, 'Q', 'A'),
      column('K', 'A', '10'),
    ];
    const base = evaluateSpin(reels, 40, false);
    expect(base.win).toBe(2 * 10 + 40 * 5); // K x3 on the middle line, three scatters
    const free = evaluateSpin(reels, 40, true);
    expect(free.lineWins.map((w) => w.win)).toEqual(base.lineWins.map((w) => w.win * 3));
    expect(free).toMatchObject({ scatterWin: 600, win: base.win * 3, free: true });
  });
});

describe('playSlotRound', () => {
  it('plays the free spins a paid spin triggers, tripled, then stops', () => {
    const trigger = [stopWithScatterOn(0, 0), stopWithScatterOn(1, 2), stopWithScatterOn(2, 1)];
    trigger.push(stopWithoutScatter(3), stopWithoutScatter(4));
    const quiet = [0, 1, 2, 3, 4].map(stopWithoutScatter);
    const round = playSlotRound(100, scriptedRng([...trigger, ...Array(10).fill(quiet).flat()]));
    expect(round.spins).toHaveLength(11);
    expect(round.spins[0]).toMatchObject({ free: false, scatterCount: 3, freeSpinsAwarded: 10 });
    expect(round.spins[0]!.scatterWin).toBe(500);
    for (const spin of round.spins.slice(1)) {
      expect(spin).toMatchObject({ free: true, scatterCount: 0, freeSpinsAwarded: 0 });
      expect(spin.win).toBe(evaluateSpin(spin.reels, 100, false).win * 3);
    }
    expect(round.totalWin).toBe(round.spins.reduce((sum, spin) => sum + spin.win, 0));
  });

  it('retriggers inside the feature and caps the round at 50 free spins', () => {
    // Every spin shows five scatters: 20 + 20 + 10 (cut at the cap), then no more awards.
    const everyReel = [0, 1, 2, 3, 4].map((reel) => stopWithScatterOn(reel, 1));
    const round = playSlotRound(20, scriptedRng(everyReel));
    expect(round.spins).toHaveLength(1 + SLOT_FREE_SPINS_CAP);
    const awards = round.spins.map((spin) => spin.freeSpinsAwarded);
    expect(awards.slice(0, 4)).toEqual([20, 20, 10, 0]);
    expect(awards.reduce((a, b) => a + b, 0)).toBe(SLOT_FREE_SPINS_CAP);
    expect(
      round.spins.slice(1).every((spin) => spin.free && spin.scatterWin === 20 * 100 * 3),
    ).toBe(true);
  });

  it('draws one stop per reel from the rng and shows three consecutive symbols', () => {
    const stops = [0, 5, 35, 36, 12];
    const round = playSlotRound(20, scriptedRng(stops));
    stops.forEach((stop, reel) => {
      const strip = SLOT_REEL_STRIPS[reel]!;
      expect(round.spins[0]!.reels[reel]).toEqual(
        [0, 1, 2].map((row) => strip[(stop + row) % strip.length]),
      );
    });
  });

  it('pays whole minor units, each win adding up, for any allowed bet', () => {
    const rng = createCryptoRng();
    for (let i = 0; i < 3_000; i += 1) {
      const bet = SLOT_MIN_BET * (1 + (i % 37));
      const round = playSlotRound(bet, rng);
      expect(round.bet).toBe(bet);
      for (const spin of round.spins) {
        expect(spin.reels).toHaveLength(5);
        for (const col of spin.reels) expect(col).toHaveLength(3);
        for (const win of spin.lineWins) {
          expect(Number.isSafeInteger(win.win)).toBe(true);
          const symbols = SLOT_LINES[win.line]!.map((row, reel) => spin.reels[reel]![row]!);
          const pay = evaluateLine(symbols)!;
          expect(win).toMatchObject({ symbol: pay.symbol, count: pay.count });
        }
        expect(Number.isSafeInteger(spin.scatterWin)).toBe(true);
        expect(spin.win).toBe(spin.lineWins.reduce((sum, w) => sum + w.win, spin.scatterWin));
      }
      expect(Number.isSafeInteger(round.totalWin)).toBe(true);
      expect(round.totalWin).toBe(round.spins.reduce((sum, spin) => sum + spin.win, 0));
      expect(round.spins.filter((spin) => !spin.free)).toHaveLength(1);
    }
  });

  it('refuses bets outside the limits or not a whole unit per line', () => {
    const rng = createCryptoRng();
    for (const bet of [0, -20, SLOT_MIN_BET - 1, 21, 110, SLOT_MAX_BET + 20, 1.5, Number.NaN]) {
      expect(validateSlotBet(bet)).toEqual(expect.any(String));
      expect(() => playSlotRound(bet, rng)).toThrow(RangeError);
    }
    for (const bet of [SLOT_MIN_BET, 100, 1_000, SLOT_MAX_BET]) {
      expect(validateSlotBet(bet)).toBeNull();
      expect(playSlotRound(bet, rng).bet).toBe(bet);
    }
    expect([SLOT_MIN_BET, SLOT_MAX_BET]).toEqual([20, 100_000]);
  });
});
