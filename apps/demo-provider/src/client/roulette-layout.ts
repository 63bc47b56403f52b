import type { RouletteBetType } from '../engines/roulette';

/**
 * Where every roulette bet lies on the upright layout (zero on top, twelve rows of three):
 * pure data, so a test can check each one against the engine's own layout rules.
 */

export interface LayoutBet {
  type: RouletteBetType;
  numbers: number[];
}

/** A bet on a line between numbers: its target sits at x columns, y rows (zero is row 0). */
export interface LineSpot extends LayoutBet {
  x: number;
  y: number;
  shape: 'v' | 'h' | 'dot';
}

/** An outside bet: its test id suffix (`roulette-bet-<id>`) and its place on the grid. */
export interface OutsideBet extends LayoutBet {
  id: string;
  label: 'low' | 'even' | 'red' | 'black' | 'odd' | 'high' | 'dozen' | 'column';
  place: string;
  /** 1..3 for dozens and columns. */
  index?: number;
}

export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export function colorOf(number: number): 'red' | 'black' | 'green' {
  if (number === 0) return 'green';
  return RED.has(number) ? 'red' : 'black';
}

/** Row (1..12) and column (0..2) of a number. */
export const rowOf = (n: number) => Math.ceil(n / 3);
export const colOf = (n: number) => (n - 1) % 3;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

export function lineSpots(): LineSpot[] {
  const spots: LineSpot[] = [];
  for (let n = 1; n <= 36; n += 1) {
    const row = rowOf(n);
    const col = colOf(n);
    if (col < 2)
      spots.push({ type: 'split', numbers: [n, n + 1], x: col + 1, y: row + 0.5, shape: 'v' });
    if (row < 12)
      spots.push({ type: 'split', numbers: [n, n + 3], x: col + 0.5, y: row + 1, shape: 'h' });
    if (col < 2 && row < 12) {
      spots.push({
        type: 'corner',
        numbers: [n, n + 1, n + 3, n + 4],
        x: col + 1,
        y: row + 1,
        shape: 'dot',
      });
    }
  }
  for (let row = 1; row <= 12; row += 1) {
    const first = row * 3 - 2;
    // Streets and six lines sit on the row's outer edge, as on a real table.
    spots.push({
      type: 'street',
      numbers: range(first, first + 2),
      x: 0,
      y: row + 0.5,
      shape: 'v',
    });
    if (row < 12)
      spots.push({
        type: 'line',
        numbers: range(first, first + 5),
        x: 0,
        y: row + 1,
        shape: 'dot',
      });
  }
  for (const col of [0, 1, 2]) {
    spots.push({ type: 'split', numbers: [0, col + 1], x: col + 0.5, y: 1, shape: 'h' });
  }
  spots.push({ type: 'trio', numbers: [0, 1, 2], x: 1, y: 1, shape: 'dot' });
  spots.push({ type: 'trio', numbers: [0, 2, 3], x: 2, y: 1, shape: 'dot' });
  spots.push({ type: 'first_four', numbers: [0, 1, 2, 3], x: 0, y: 1, shape: 'dot' });
  return spots;
}

export function outsideBets(): OutsideBet[] {
  const bets: OutsideBet[] = [
    { type: 'low', numbers: range(1, 18), id: 'low', label: 'low', place: 'even-money e1' },
    {
      type: 'even',
      numbers: range(1, 18).map((n) => n * 2),
      id: 'even',
      label: 'even',
      place: 'even-money e2',
    },
    {
      type: 'red',
      numbers: range(1, 36).filter((n) => RED.has(n)),
      id: 'red',
      label: 'red',
      place: 'even-money e3 red',
    },
    {
      type: 'black',
      numbers: range(1, 36).filter((n) => !RED.has(n)),
      id: 'black',
      label: 'black',
      place: 'even-money e4 black',
    },
    {
      type: 'odd',
      numbers: range(1, 18).map((n) => n * 2 - 1),
      id: 'odd',
      label: 'odd',
      place: 'even-money e5',
    },
    { type: 'high', numbers: range(19, 36), id: 'high', label: 'high', place: 'even-money e6' },
  ];
  for (const index of [1, 2, 3]) {
    bets.push({
      type: 'dozen',
      numbers: range(index * 12 - 11, index * 12),
      id: `dozen-${index}`,
      label: 'dozen',
      place: `dozen d${index}`,
      index,
    });
    bets.push({
      type: 'column',
      numbers: range(0, 11).map((row) => row * 3 + index),
      id: `column-${index}`,
      label: 'column',
      place: `column k${index}`,
      index,
    });
  }
  return bets;
}
