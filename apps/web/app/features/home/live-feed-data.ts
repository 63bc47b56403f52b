import type { LiveBet, LiveFeedResponse } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';

/** spec §3 live feed lists, in tab order; the player's own list is for signed-in players. */
export type LiveFeedTab = keyof LiveFeedResponse;

const PUBLIC_TABS = ['all', 'high'] as const satisfies readonly LiveFeedTab[];

export function getLiveFeedTabs(isSignedIn: boolean): LiveFeedTab[] {
  return isSignedIn ? [...PUBLIC_TABS, 'user'] : [...PUBLIC_TABS];
}

/** A bet "won" when it paid back more than it staked (the row shows its payout in green). */
export function isWinningBet(bet: Pick<LiveBet, 'amount' | 'payout'>): boolean {
  return bet.payout > bet.amount;
}

/** "2.50×" in English, "2,50×" in Spanish: always two decimals, as the server rounds it. */
export function formatMultiplier(multiplier: number, locale: Locale): string {
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(multiplier);
  return `${number}×`;
}

/**
 * The time of day of a settled bet, read from the ISO text like every date on the site
 * (spec §9), so the server render and the browser agree whatever their time zones.
 */
export function formatBetTime(iso: string): string {
  return /[T ](\d{2}:\d{2}:\d{2})/.exec(iso)?.[1] ?? iso;
}

/** Arrow keys, Home and End move along a tab list, wrapping at the ends (WAI-ARIA tabs). */
export function getNextTabIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
