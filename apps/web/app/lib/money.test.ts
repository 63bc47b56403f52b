import { describe, expect, it } from 'vitest';
import { formatBalance, getCurrencySymbol, parseMajorAmount } from './money';

describe('getCurrencySymbol (spec §9)', () => {
  it.each([
    ['USD', '$'],
    ['EUR', '€'],
    ['GBP', '$'],
  ])('uses $ for USD, € for EUR and $ for anything else: %s', (currency, symbol) => {
    expect(getCurrencySymbol(currency)).toBe(symbol);
  });
});

describe('formatBalance (spec §9: minor units divided by 100)', () => {
  it.each([
    ['divides by 100 and keeps two decimals', 12345, 'USD', undefined, '$123.45'],
    ['divides by 100 and keeps two decimals', 5, 'EUR', undefined, '€0.05'],
    ['divides by 100 and keeps two decimals', 0, 'USD', undefined, '$0.00'],
    ['divides by 100 and keeps two decimals', 100, 'EUR', undefined, '€1.00'],
    ['groups thousands', 123456789, 'USD', undefined, '$1,234,567.89'],
    // 1.15 * 100 and friends are where float maths slips; integers never do.
    ['is exact where floating point division is not', 115, 'USD', undefined, '$1.15'],
    [
      'is exact where floating point division is not',
      900719925474099,
      'USD',
      undefined,
      '$9,007,199,254,740.99',
    ],
    ['signs negative amounts', -2550, 'EUR', undefined, '-€25.50'],
    ['follows the locale separators', 123456, 'EUR', 'es', '€1234,56'],
    ['follows the locale separators', 12345678, 'EUR', 'es', '€123.456,78'],
    ['follows the locale separators', 123456, 'USD', 'zh-CN', '$1,234.56'],
  ] as const)('%s: %s %s', (_case, minor, currency, locale, shown) => {
    expect(formatBalance(minor, currency, locale)).toBe(shown);
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
