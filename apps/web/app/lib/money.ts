import type { Locale } from '@casino/contracts/locales';

/** spec §9: USD $, EUR €, anything else $. */
export function getCurrencySymbol(currency: string): string {
  return currency === 'EUR' ? '€' : '$';
}

/**
 * spec §9: balances arrive in minor units and are shown divided by 100. Integer arithmetic
 * splits major and minor parts so no floating point touches the amount (ARCHITECTURE "Money").
 */
export function formatBalance(minorUnits: number, currency: string, locale: Locale = 'en'): string {
  const sign = minorUnits < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(minorUnits));
  const major = Math.floor(absolute / 100);
  const minor = absolute % 100;
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const decimal =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.';
  return `${sign}${getCurrencySymbol(currency)}${format.format(major)}${decimal}${String(minor).padStart(2, '0')}`;
}

const MAJOR_AMOUNT = /^(\d{1,12})(?:[.,](\d{1,2}))?$/;

/**
 * A typed amount in major units ("20", "20.5", "20,50") as minor units, or null when it is
 * not a plain amount with at most two decimals. Read from the text, never through a float.
 */
export function parseMajorAmount(text: string): number | null {
  const match = MAJOR_AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, major = '0', minor = ''] = match;
  return Number(major) * 100 + Number(minor.padEnd(2, '0'));
}
