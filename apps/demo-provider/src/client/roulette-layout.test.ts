import { describe, expect, it } from 'vitest';
import { RED_NUMBERS, ROULETTE_PAYOUTS, validateRouletteBet } from '../engines/roulette';
import { colorOf, lineSpots, outsideBets } from './roulette-layout';

/** The board the player taps must offer exactly the bets the engine accepts. */
describe('roulette board layout', () => {
  const bets = [...lineSpots(), ...outsideBets()];

  it('offers only bets the engine accepts', () => {
    for (const bet of bets) {
      expect({ bet, problem: validateRouletteBet({ ...bet, amount: 100 }) }).toEqual({
        bet,
        problem: null,
      });
    }
  });

  it('covers every bet type, each bet once, in the numbers a real layout has', () => {
    const count = (type: string) => bets.filter((bet) => bet.type === type).length;
    // 36 numbers + zero are the straight-up cells themselves.
    expect({
      split: count('split'),
      street: count('street'),
      corner: count('corner'),
      line: count('line'),
      trio: count('trio'),
      first_four: count('first_four'),
      dozen: count('dozen'),
      column: count('column'),
    }).toEqual({
      split: 60,
      street: 12,
      corner: 22,
      line: 11,
      trio: 2,
      first_four: 1,
      dozen: 3,
      column: 3,
    });
    for (const type of ['red', 'black', 'even', 'odd', 'low', 'high']) expect(count(type)).toBe(1);
    const types = new Set([...bets.map((bet) => bet.type), 'straight']);
    expect([...types].sort()).toEqual(Object.keys(ROULETTE_PAYOUTS).sort());
    const keys = bets.map(
      (bet) => `${bet.type}:${[...bet.numbers].sort((a, b) => a - b).join('-')}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts every line target inside the board, on a line between numbers', () => {
    for (const spot of lineSpots()) {
      expect(spot.x).toBeGreaterThanOrEqual(0);
      expect(spot.x).toBeLessThanOrEqual(3);
      expect(spot.y).toBeGreaterThanOrEqual(1);
      expect(spot.y).toBeLessThanOrEqual(13);
      expect(Number.isInteger(spot.x) || Number.isInteger(spot.y)).toBe(true);
    }
  });

  it('colours the numbers as the engine does', () => {
    for (let n = 0; n <= 36; n += 1) {
      expect(colorOf(n)).toBe(n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black');
    }
  });
});
