import { describe, expect, it } from 'vitest';
import { decimalTextFromNumber, parseDecimal, parseMoneyAmount } from './decimal';
import {
  conversionRequestSchema,
  moneyAmountSchema,
  tipRequestSchema,
  withdrawalRequestSchema,
} from './wallet';

const fiat = { decimals: 2, max: 1_000_000_000 };

describe('parseMoneyAmount: decimal text to minor units, no float', () => {
  it('reads decimal text exactly', () => {
    expect(parseMoneyAmount('20.10', fiat)).toEqual({ minor: 2010 });
    expect(parseMoneyAmount('20', fiat)).toEqual({ minor: 2000 });
    expect(parseMoneyAmount(' 7.5 ', fiat)).toEqual({ minor: 750 });
    expect(parseMoneyAmount('0.01', fiat)).toEqual({ minor: 1 });
    // A trailing zero adds no precision: still whole cents.
    expect(parseMoneyAmount('20.100', fiat)).toEqual({ minor: 2010 });
    expect(parseMoneyAmount('1000000000', fiat)).toEqual({ minor: 100_000_000_000 });
  });

  it('reads a JSON number through its shortest decimal text', () => {
    expect(parseMoneyAmount(20.1, fiat)).toEqual({ minor: 2010 });
    // Doubles whose product by 100 is not whole: 4.35 * 100 = 434.99999999999994.
    expect(4.35 * 100).not.toBe(435);
    expect(parseMoneyAmount(4.35, fiat)).toEqual({ minor: 435 });
    expect(parseMoneyAmount(1.15, fiat)).toEqual({ minor: 115 });
    expect(parseMoneyAmount(0.29, fiat)).toEqual({ minor: 29 });
    expect(parseMoneyAmount(1e3, fiat)).toEqual({ minor: 100_000 });
  });

  it('refuses more decimals than the currency has, even ones a float would round away', () => {
    expect(parseMoneyAmount('20.101', fiat)).toEqual({ problem: 'max_decimals' });
    expect(parseMoneyAmount('1.005', fiat)).toEqual({ problem: 'max_decimals' });
    // 0.1 + 0.2 is 0.30000000000000004: not 30 cents, and not silently rounded to them.
    expect(parseMoneyAmount(0.1 + 0.2, fiat)).toEqual({ problem: 'max_decimals' });
    expect(parseMoneyAmount('0.3', fiat)).toEqual({ minor: 30 });
    expect(parseMoneyAmount(1e-7, fiat)).toEqual({ problem: 'max_decimals' });
  });

  it('refuses exponents, signs, grouping and garbage as text', () => {
    for (const bad of [
      '1e3',
      '2E1',
      '-5',
      '+5',
      '1,000',
      '1 000',
      '20.',
      '.5',
      'abc',
      '',
      '0x10',
    ]) {
      expect(parseMoneyAmount(bad, fiat), bad).toEqual({ problem: 'invalid_amount' });
    }
    for (const bad of [-5, Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, {}]) {
      expect(parseMoneyAmount(bad, fiat), String(bad)).toEqual({ problem: 'invalid_amount' });
    }
  });

  it('refuses zero unless allowed, and more than the maximum', () => {
    expect(parseMoneyAmount('0', fiat)).toEqual({ problem: 'min_amount' });
    expect(parseMoneyAmount('0.00', fiat)).toEqual({ problem: 'min_amount' });
    expect(parseMoneyAmount('0', { ...fiat, allowZero: true })).toEqual({ minor: 0 });
    expect(parseMoneyAmount('1000000000.01', fiat)).toEqual({ problem: 'max_number' });
    expect(parseMoneyAmount(1e21, fiat)).toEqual({ problem: 'max_number' });
  });
});

describe('the wire schemas parse amounts into minor units', () => {
  const issueOf = (result: { success: boolean; error?: { issues: unknown[] } }) =>
    result.error?.issues[0] as { message: string; path: unknown[] } | undefined;

  it('withdrawal and tip amounts: text or JSON number in, whole cents out', () => {
    const withdrawal = { wallet_address: 'bc1q...', entity_wallet_id: 1 };
    expect(withdrawalRequestSchema.parse({ ...withdrawal, amount: '20.10' }).amount).toBe(2010);
    expect(withdrawalRequestSchema.parse({ ...withdrawal, amount: 20.1 }).amount).toBe(2010);
    expect(tipRequestSchema.parse({ recipient: 'Bob', amount: '12.5' }).amount).toBe(1250);
    const tooPrecise = withdrawalRequestSchema.safeParse({ ...withdrawal, amount: '20.101' });
    expect(issueOf(tooPrecise)).toMatchObject({ message: 'max_decimals', path: ['amount'] });
    expect(issueOf(tipRequestSchema.safeParse({ recipient: 'Bob', amount: '1e3' }))).toMatchObject({
      message: 'invalid_amount',
      path: ['amount'],
    });
    expect(issueOf(tipRequestSchema.safeParse({ recipient: 'Bob' }))).toMatchObject({
      message: 'required',
      path: ['amount'],
    });
    expect(moneyAmountSchema.safeParse('0').success).toBe(false);
  });

  it('the calculator: zero allowed, the same rules otherwise', () => {
    expect(conversionRequestSchema.parse({ fiat_amount: '96.4' }).fiat_amount).toBe(9640);
    expect(conversionRequestSchema.parse({ fiat_amount: 0 }).fiat_amount).toBe(0);
    expect(conversionRequestSchema.safeParse({ fiat_amount: '30.009' }).success).toBe(false);
    expect(conversionRequestSchema.safeParse({ fiat_amount: -1 }).success).toBe(false);
  });
});

describe('parseDecimal / decimalTextFromNumber (shared with the server rates)', () => {
  it('scales exactly, refuses or cuts extra digits as asked', () => {
    expect(parseDecimal('0.000000000000000001', 18)).toBe(1n);
    expect(() => parseDecimal('0.123456789', 8)).toThrow(RangeError);
    expect(parseDecimal('0.123456789', 8, { truncate: true })).toBe(12_345_678n);
  });

  it('expands exponents into plain text', () => {
    expect(decimalTextFromNumber(1.5e-7)).toBe('0.00000015');
    expect(decimalTextFromNumber(1.5e21)).toBe('1500000000000000000000');
  });
});
