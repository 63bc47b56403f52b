import { describe, expect, it } from 'vitest';
import {
  applyQuickAction,
  formatMajorInput,
  getFairnessHref,
  getHistoryTone,
  getMaxStake,
  getPayout,
  parseGameParam,
  parseSide,
  toBetRequestFields,
  toX100,
} from './crash-data';

const LIMITS = { min_bet: 10, max_bet: 5_000, max_payout: 1_000_000 };

describe('crash amounts and multipliers', () => {
  it('reads multipliers as x100 integers without float drift', () => {
    expect(toX100(1.15)).toBe(115);
    expect(toX100(4.35)).toBe(435);
  });

  it('writes minor units as the amount field’s text', () => {
    expect(formatMajorInput(150)).toBe('1.50');
    expect(formatMajorInput(5)).toBe('0.05');
    expect(formatMajorInput(123_456)).toBe('1234.56');
  });

  it('pays stake x multiplier rounded down', () => {
    expect(getPayout(333, 150)).toBe(499);
    expect(getPayout(100, 101)).toBe(101);
  });
});

describe('quick amount buttons', () => {
  const bounds = { limits: LIMITS, balance: 2_000 };

  it('halves and doubles what the field holds', () => {
    expect(applyQuickAction('half', '5.00', bounds)).toBe('2.50');
    expect(applyQuickAction('double', '5.00', bounds)).toBe('10.00');
    expect(applyQuickAction('half', '0.15', bounds)).toBe('0.10');
  });

  it('stays inside the minimum, the maximum and the balance', () => {
    expect(applyQuickAction('double', '15', bounds)).toBe('20.00');
    expect(applyQuickAction('max', '1', bounds)).toBe('20.00');
    expect(applyQuickAction('max', '1', { limits: LIMITS, balance: 90_000 })).toBe('50.00');
    expect(getMaxStake({ limits: LIMITS, balance: 90_000 })).toBe(5_000);
  });

  it('starts from the minimum when the field is empty or unreadable', () => {
    expect(applyQuickAction('double', '', bounds)).toBe('0.20');
    expect(applyQuickAction('half', 'abc', bounds)).toBe('0.10');
  });

  it('leaves the minimum when the balance cannot cover it', () => {
    expect(applyQuickAction('max', '', { limits: LIMITS, balance: 4 })).toBe('0.10');
  });
});

describe('bet request fields', () => {
  it('sends the amount and the multiplier with dots, and no empty auto cash-out', () => {
    expect(toBetRequestFields({ amount: ' 1,50 ', autoCashout: '' })).toEqual({ amount: '1.50' });
    expect(toBetRequestFields({ amount: '2', autoCashout: '1,5' })).toEqual({
      amount: '2',
      auto_cashout: '1.5',
    });
  });
});

describe('history strip data', () => {
  it('colours crash points by size', () => {
    expect(getHistoryTone(100)).toBe('low');
    expect(getHistoryTone(199)).toBe('low');
    expect(getHistoryTone(200)).toBe('mid');
    expect(getHistoryTone(999)).toBe('mid');
    expect(getHistoryTone(1000)).toBe('high');
  });

  it('links a round to its fairness check by game and round', () => {
    expect(getFairnessHref('crashbull', 42)).toBe('/fairness?game=crashbull&round=42');
  });
});

describe('route parameters', () => {
  it('accepts only the three crash games and the two sides', () => {
    expect(parseGameParam('crashsw')).toBe('crashsw');
    expect(parseGameParam('dice')).toBeNull();
    expect(parseGameParam(undefined)).toBeNull();
    expect(parseSide('bull')).toBe('bull');
    expect(parseSide('')).toBeNull();
    expect(parseSide('up')).toBeNull();
  });
});
