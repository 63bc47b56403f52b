import type { LiveBet, LiveFeedResponse } from '@casino/contracts';
import { LIVE_FEED_SIZE } from '@casino/contracts/livefeed-size';
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

/**
 * Newest first, the order GET /api/livefeed answers in (settled time, then id, both
 * descending): a list kept live then reads exactly as a reload of the page would show it.
 */
export function compareLiveBets(a: LiveBet, b: LiveBet): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return b.id - a.id;
}

/**
 * Several reads of one list as one: each bet once (the first copy wins), newest first, at most
 * LIVE_FEED_SIZE. Every list is "the latest N", so the union of any reads, cut back to N, is
 * the latest N any of them saw, whatever order they arrived in.
 */
export function mergeBetLists(...lists: readonly (readonly LiveBet[])[]): LiveBet[] {
  const byId = new Map<number, LiveBet>();
  for (const list of lists) {
    for (const bet of list) if (!byId.has(bet.id)) byId.set(bet.id, bet);
  }
  return [...byId.values()].sort(compareLiveBets).slice(0, LIVE_FEED_SIZE);
}

/** The feed as a reload would show it, from the loader's read, a refetch and live messages. */
export function combineLiveFeeds(...feeds: readonly (LiveFeedResponse | null)[]): LiveFeedResponse {
  const present = feeds.filter((feed): feed is LiveFeedResponse => feed !== null);
  return {
    all: mergeBetLists(...present.map((feed) => feed.all)),
    high: mergeBetLists(...present.map((feed) => feed.high)),
    user: mergeBetLists(...present.map((feed) => feed.user)),
  };
}

/**
 * A LiveBet message applied to the feed: every bet goes on top of "all", a high roller's
 * (`high`) on top of "high" too. "user" stays: the public message masks every name, so only a
 * refetch with the player's token can tell which bets are theirs.
 */
export function applyLiveBets(feed: LiveFeedResponse, bets: readonly LiveBet[]): LiveFeedResponse {
  return {
    all: mergeBetLists(feed.all, bets),
    high: mergeBetLists(
      feed.high,
      bets.filter((bet) => bet.high),
    ),
    user: feed.user,
  };
}

function isLiveBet(value: unknown): value is LiveBet {
  if (typeof value !== 'object' || value === null) return false;
  const bet = value as Record<string, unknown>;
  return (
    Number.isInteger(bet.id) &&
    Number.isInteger(bet.game_id) &&
    typeof bet.game_name === 'string' &&
    typeof bet.player === 'string' &&
    typeof bet.currency === 'string' &&
    typeof bet.amount === 'number' &&
    typeof bet.payout === 'number' &&
    typeof bet.multiplier === 'number' &&
    typeof bet.high === 'boolean' &&
    typeof bet.created_at === 'string'
  );
}

/**
 * The bets of a LiveBet message (LiveBetEvent {bets}), from the channel's untyped data. A row
 * the table could not draw is left out rather than breaking the feed.
 */
export function readLiveBetEvent(data: unknown): LiveBet[] {
  if (typeof data !== 'object' || data === null) return [];
  const { bets } = data as { bets?: unknown };
  return Array.isArray(bets) ? bets.filter(isLiveBet) : [];
}
