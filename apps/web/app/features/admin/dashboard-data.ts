import type { AdminDashboard, MoneyFigures } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import { getCurrencySymbol } from '../../lib/money';

/** A day of the 30-day series in one currency. */
export type DailyRow = AdminDashboard['daily'][number];

/** The money figures a period card lists, in order, with their names in `admin:figures`. */
export const FIGURES = [
  ['deposits', 'deposits'],
  ['withdrawals', 'withdrawals'],
  ['bets', 'bets'],
  ['wins', 'wins'],
  ['ggr', 'ggr'],
  ['bonus_cost', 'bonusCost'],
  ['ngr', 'ngr'],
] as const satisfies readonly (readonly [keyof Omit<MoneyFigures, 'currency'>, string])[];

/** Every currency the dashboard has figures in, alphabetically. */
export function listCurrencies(dashboard: AdminDashboard): string[] {
  const currencies = new Set<string>();
  for (const period of dashboard.periods) {
    for (const figures of period.figures) currencies.add(figures.currency);
  }
  for (const day of dashboard.daily) currencies.add(day.currency);
  return [...currencies].sort();
}

/** The charts' currency: the one asked for when there are figures in it, else the first. */
export function pickChartCurrency(currencies: readonly string[], asked: string | null) {
  return asked && currencies.includes(asked) ? asked : (currencies[0] ?? null);
}

/** One currency's days, oldest first. */
export function pickDailySeries(daily: readonly DailyRow[], currency: string): DailyRow[] {
  return daily
    .filter((day) => day.currency === currency)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * A chart axis's amount, whole major units in the compact form ("$12K"), from minor units. Only
 * for drawing: every figure a reader takes in is shown in full with formatBalance.
 */
export function formatAxisAmount(minorUnits: number, currency: string, locale: Locale): string {
  const major = Math.trunc(minorUnits / 100);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const sign = major < 0 ? '-' : '';
  return `${sign}${getCurrencySymbol(currency)}${compact.format(Math.abs(major))}`;
}

/** A count as the locale writes it ("1,234"). */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale).format(value);
}
