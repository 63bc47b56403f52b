import type { LiveBet, LiveFeedResponse } from '@casino/contracts';
import { LIVE_FEED_SIZE } from '@casino/contracts/livefeed-size';
import { describe, expect, it } from 'vitest';
import { makeLiveBet } from '../../lib/testing/live-bets';
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
  it.each([
    [false, ['all', 'high']],
    [true, ['all', 'high', 'user']],
  ])('offers "My bets" only to signed-in players (signed in: %s)', (isSignedIn, tabs) => {
    expect(getLiveFeedTabs(isSignedIn)).toEqual(tabs);
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

const ids = (bets: readonly LiveBet[]) => bets.map((item) => item.id);

describe('live feed merging (issue 12: LiveBet messages on the livefeed channel)', () => {
  const feed: LiveFeedResponse = {
    all: [makeLiveBet(3), makeLiveBet(2), makeLiveBet(1)],
    high: [makeLiveBet(2, { high: true })],
    user: [makeLiveBet(1, { player: 'Player' })],
  };

  it('puts new bets on top of "all", newest first, whatever order the message lists them in', () => {
    // The server lists a message's bets oldest first.
    const next = applyLiveBets(feed, [makeLiveBet(4), makeLiveBet(5)]);
    expect(ids(next.all)).toEqual([5, 4, 3, 2, 1]);
  });

  it('adds only the high rollers’ bets to "high" and leaves "user" alone', () => {
    const next = applyLiveBets(feed, [makeLiveBet(4, { high: true }), makeLiveBet(5)]);
    expect(ids(next.high)).toEqual([4, 2]);
    expect(next.user).toBe(feed.user);
  });

  it('shows a bet once when it arrives again (a message after a reread, a repeated message)', () => {
    const once = applyLiveBets(feed, [makeLiveBet(4, { high: true })]);
    const twice = applyLiveBets(once, [makeLiveBet(3), makeLiveBet(4, { high: true })]);
    expect(ids(twice.all)).toEqual([4, 3, 2, 1]);
    expect(ids(twice.high)).toEqual([4, 2]);
  });

  it(`keeps at most ${LIVE_FEED_SIZE} bets per list, dropping the oldest`, () => {
    const many = Array.from({ length: LIVE_FEED_SIZE + 5 }, (_, index) =>
      makeLiveBet(index + 10, { high: true }),
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
      [makeLiveBet(7, { created_at: sameTime })],
      [makeLiveBet(9), makeLiveBet(8, { created_at: sameTime })],
    );
    expect(ids(merged)).toEqual([8, 7, 9]);
  });

  it('keeps the first copy of a bet when lists disagree', () => {
    const merged = mergeBetLists(
      [makeLiveBet(1, { player: 'first' })],
      [makeLiveBet(1, { player: 'second' })],
    );
    expect(merged).toEqual([makeLiveBet(1, { player: 'first' })]);
  });

  it('combines the loader’s read, a reread and live bets into the newest of each list', () => {
    const reread: LiveFeedResponse = {
      all: [makeLiveBet(6), makeLiveBet(3)],
      high: [],
      user: [makeLiveBet(6, { player: 'Player' }), makeLiveBet(1, { player: 'Player' })],
    };
    const live = applyLiveBets({ all: [], high: [], user: [] }, [makeLiveBet(7, { high: true })]);
    const combined = combineLiveFeeds(feed, null, reread, live);
    expect(ids(combined.all)).toEqual([7, 6, 3, 2, 1]);
    expect(ids(combined.high)).toEqual([7, 2]);
    expect(ids(combined.user)).toEqual([6, 1]);
  });

  it('reads the bets of a LiveBet message and skips anything it could not draw', () => {
    expect(readLiveBetEvent({ bets: [makeLiveBet(1), { id: 'x' }, null, makeLiveBet(2)] })).toEqual(
      [makeLiveBet(1), makeLiveBet(2)],
    );
    expect(readLiveBetEvent({ bets: 'nope' })).toEqual([]);
    expect(readLiveBetEvent(null)).toEqual([]);
    expect(readLiveBetEvent('{"bets":[]}')).toEqual([]);
  });
});
