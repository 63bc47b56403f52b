import { describe, expect, it } from 'vitest';
import {
  formatBetTime,
  formatMultiplier,
  getLiveFeedTabs,
  getNextTabIndex,
  isWinningBet,
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
