import { MAX_AUTO_CASHOUT, MIN_AUTO_CASHOUT } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyQuickAction,
  AUTO_CASHOUT_BOUNDS_X100,
  formatMajorInput,
  getFairnessHref,
  getHistoryTone,
  getMaxStake,
  getPayout,
  parseGameParam,
  parseMultiplierX100,
  parseSide,
  toBetRequestFields,
  toX100,
  validateBet,
} from './crash-data';

const LIMITS = { min_bet: 10, max_bet: 5_000, max_payout: 1_000_000 };

describe('crash amounts and multipliers', () => {
  it('keeps the auto cash-out bounds equal to the contract’s', () => {
    expect(AUTO_CASHOUT_BOUNDS_X100.min).toBe(Math.round(MIN_AUTO_CASHOUT * 100));
    expect(AUTO_CASHOUT_BOUNDS_X100.max).toBe(MAX_AUTO_CASHOUT * 100);
  });

  it('reads multipliers as x100 integers without float drift', () => {
    expect(toX100(1.15)).toBe(115);
    expect(toX100(4.35)).toBe(435);
    expect(parseMultiplierX100('2')).toBe(200);
    expect(parseMultiplierX100('1.5')).toBe(150);
    expect(parseMultiplierX100('1,25')).toBe(125);
    expect(parseMultiplierX100('1.255')).toBeNull();
    expect(parseMultiplierX100('-2')).toBeNull();
    expect(parseMultiplierX100('abc')).toBeNull();
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

describe('bet validation', () => {
  const bounds = { limits: LIMITS, balance: 2_000 };
  const check = (amount: string, autoCashout = '') => validateBet({ amount, autoCashout }, bounds);

  it('takes an amount inside the limits and the balance', () => {
    expect(check('1.50')).toEqual({});
    expect(check('20', '2')).toEqual({});
    expect(check('0,10', '1.01')).toEqual({});
  });

  it('names what is wrong with the amount', () => {
    expect(check('').amount).toBe('required');
    expect(check('1.234').amount).toBe('invalid');
    expect(check('0').amount).toBe('invalid');
    expect(check('0.09').amount).toBe('min');
    expect(check('50.01', '').amount).toBe('max');
    expect(check('20.01').amount).toBe('balance');
  });

  it('checks the optional auto cash-out', () => {
    expect(check('1', 'x').auto_cashout).toBe('invalid');
    expect(check('1', '1').auto_cashout).toBe('min');
    expect(check('1', '1000000.01').auto_cashout).toBe('max');
    expect(check('1', '1000000').auto_cashout).toBeUndefined();
  });

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
