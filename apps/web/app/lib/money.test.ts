import { describe, expect, it } from 'vitest';
import { formatBalance, getCurrencySymbol, parseMajorAmount } from './money';

describe('getCurrencySymbol (spec §9)', () => {
  it('uses $ for USD, € for EUR and $ for anything else', () => {
    expect(getCurrencySymbol('USD')).toBe('$');
    expect(getCurrencySymbol('EUR')).toBe('€');
    expect(getCurrencySymbol('GBP')).toBe('$');
  });
});

describe('formatBalance (spec §9: minor units divided by 100)', () => {
  it('divides by 100 and keeps two decimals', () => {
    expect(formatBalance(12345, 'USD')).toBe('$123.45');
    expect(formatBalance(5, 'EUR')).toBe('€0.05');
    expect(formatBalance(0, 'USD')).toBe('$0.00');
    expect(formatBalance(100, 'EUR')).toBe('€1.00');
  });

  it('groups thousands', () => {
    expect(formatBalance(123456789, 'USD')).toBe('$1,234,567.89');
  });

  it('is exact where floating point division is not', () => {
    // 1.15 * 100 and friends are where float maths slips; integers never do.
    expect(formatBalance(115, 'USD')).toBe('$1.15');
    expect(formatBalance(900719925474099, 'USD')).toBe('$9,007,199,254,740.99');
  });

  it('signs negative amounts', () => {
    expect(formatBalance(-2550, 'EUR')).toBe('-€25.50');
  });

  it('follows the locale separators', () => {
    expect(formatBalance(123456, 'EUR', 'es')).toBe('€1234,56');
    expect(formatBalance(12345678, 'EUR', 'es')).toBe('€123.456,78');
    expect(formatBalance(123456, 'USD', 'zh-CN')).toBe('$1,234.56');
  });
});

describe('parseMajorAmount (request bodies carry major units)', () => {
  it('reads whole and decimal amounts into minor units without floats', () => {
    expect(parseMajorAmount('20')).toBe(2000);
    expect(parseMajorAmount(' 20.5 ')).toBe(2050);
    expect(parseMajorAmount('20,05')).toBe(2005);
    expect(parseMajorAmount('0.29')).toBe(29);
  });

  it('refuses anything else', () => {
    for (const text of ['', 'abc', '-5', '1.234', '1e3', '.5']) {
      expect(parseMajorAmount(text), text).toBeNull();
    }
  });
});
