import type { LiveBet, LiveFeedResponse } from '@casino/contracts';
import { LIVE_FEED_SIZE } from '@casino/contracts/livefeed-size';
import { describe, expect, it } from 'vitest';
import {
  applyLiveBets,
  combineLiveFeeds,
  formatBetTime,
  formatMultiplier,
  getLiveFeedTabs,
  getNextTabIndex,
  isWinningBet,
  mergeBetLists,
  readLiveBetEvent,
} from './live-feed-data';

describe('live feed data', () => {
  it('offers "My bets" only to signed-in players', () => {
    expect(getLiveFeedTabs(false)).toEqual(['all', 'high']);
    expect(getLiveFeedTabs(true)).toEqual(['all', 'high', 'user']);
  });

  it('calls a bet a win only when it paid back more than it staked', () => {
    expect(isWinningBet({ amount: 100, payout: 250 })).toBe(true);
    expect(isWinningBet({ amount: 100, payout: 100 })).toBe(false);
    expect(isWinningBet({ amount: 100, payout: 0 })).toBe(false);
  });

  it('writes multipliers with two decimals in the reader’s locale', () => {
    expect(formatMultiplier(2.5, 'en')).toBe('2.50×');
    expect(formatMultiplier(0, 'en')).toBe('0.00×');
    expect(formatMultiplier(1234.5, 'en')).toBe('1,234.50×');
    expect(formatMultiplier(2.5, 'es')).toBe('2,50×');
    expect(formatMultiplier(12.345, 'zh-CN')).toBe('12.35×');
  });

  it('reads the time of day from the ISO text, whatever the time zone', () => {
    expect(formatBetTime('2026-11-22T04:55:07.123Z')).toBe('04:55:07');
    expect(formatBetTime('2026-11-22 23:01:02')).toBe('23:01:02');
    expect(formatBetTime('not a date')).toBe('not a date');
  });

  it('moves along the tabs with the arrow keys, Home and End, wrapping round', () => {
    expect(getNextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(getNextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(getNextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(getNextTabIndex('Home', 2, 3)).toBe(0);
    expect(getNextTabIndex('End', 0, 3)).toBe(2);
    expect(getNextTabIndex('Enter', 1, 3)).toBeNull();
  });
});

/** Bet `id`, settled `id` seconds after a fixed time, so larger ids are newer. */
function bet(id: number, overrides: Partial<LiveBet> = {}): LiveBet {
  return {
    id,
    game_id: 1,
    game_name: 'Crash',
    game_slug: 'crash',
    player: 'Pl***',
    currency: 'USD',
    amount: 100,
    payout: 0,
    multiplier: 0,
    high: false,
    created_at: new Date(Date.UTC(2026, 10, 22, 4, 0, id)).toISOString(),
    ...overrides,
  };
}

const ids = (bets: readonly LiveBet[]) => bets.map((item) => item.id);

describe('live feed merging (issue 12: LiveBet messages on the livefeed channel)', () => {
  const feed: LiveFeedResponse = {
    all: [bet(3), bet(2), bet(1)],
    high: [bet(2, { high: true })],
    user: [bet(1, { player: 'Player' })],
  };

  it('puts new bets on top of "all", newest first, whatever order the message lists them in', () => {
    // The server lists a message's bets oldest first.
    const next = applyLiveBets(feed, [bet(4), bet(5)]);
    expect(ids(next.all)).toEqual([5, 4, 3, 2, 1]);
  });

  it('adds only the high rollers’ bets to "high" and leaves "user" alone', () => {
    const next = applyLiveBets(feed, [bet(4, { high: true }), bet(5)]);
    expect(ids(next.high)).toEqual([4, 2]);
    expect(next.user).toBe(feed.user);
  });

  it('shows a bet once when it arrives again (a message after a reread, a repeated message)', () => {
    const once = applyLiveBets(feed, [bet(4, { high: true })]);
    const twice = applyLiveBets(once, [bet(3), bet(4, { high: true })]);
    expect(ids(twice.all)).toEqual([4, 3, 2, 1]);
    expect(ids(twice.high)).toEqual([4, 2]);
  });

  it(`keeps at most ${LIVE_FEED_SIZE} bets per list, dropping the oldest`, () => {
    const many = Array.from({ length: LIVE_FEED_SIZE + 5 }, (_, index) =>
      bet(index + 10, { high: true }),
    );
    const next = applyLiveBets(feed, many);
    expect(next.all).toHaveLength(LIVE_FEED_SIZE);
    expect(next.high).toHaveLength(LIVE_FEED_SIZE);
    expect(next.all[0]?.id).toBe(LIVE_FEED_SIZE + 14);
    expect(next.all.at(-1)?.id).toBe(15);
  });

  it('orders as the server does: settled time first, then the id', () => {
    const sameTime = '2026-11-22T05:00:00.000Z';
    const merged = mergeBetLists(
      [bet(7, { created_at: sameTime })],
      [bet(9), bet(8, { created_at: sameTime })],
    );
    expect(ids(merged)).toEqual([8, 7, 9]);
  });

  it('keeps the first copy of a bet when lists disagree', () => {
    const merged = mergeBetLists([bet(1, { player: 'first' })], [bet(1, { player: 'second' })]);
    expect(merged).toEqual([bet(1, { player: 'first' })]);
  });

  it('combines the loader’s read, a reread and live bets into the newest of each list', () => {
    const reread: LiveFeedResponse = {
      all: [bet(6), bet(3)],
      high: [],
      user: [bet(6, { player: 'Player' }), bet(1, { player: 'Player' })],
    };
    const live = applyLiveBets({ all: [], high: [], user: [] }, [bet(7, { high: true })]);
    const combined = combineLiveFeeds(feed, null, reread, live);
    expect(ids(combined.all)).toEqual([7, 6, 3, 2, 1]);
    expect(ids(combined.high)).toEqual([7, 2]);
    expect(ids(combined.user)).toEqual([6, 1]);
  });

  it('reads the bets of a LiveBet message and skips anything it could not draw', () => {
    expect(readLiveBetEvent({ bets: [bet(1), { id: 'x' }, null, bet(2)] })).toEqual([
      bet(1),
      bet(2),
    ]);
    expect(readLiveBetEvent({ bets: 'nope' })).toEqual([]);
    expect(readLiveBetEvent(null)).toEqual([]);
    expect(readLiveBetEvent('{"bets":[]}')).toEqual([]);
  });
});
