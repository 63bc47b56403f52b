import { describe, expect, it } from 'vitest';
import { LIVE_CASINO_PATH, isNavLinkActive } from './nav-links';

const at = (url: string) => {
  const parsed = new URL(url, 'http://casino.test');
  return { pathname: parsed.pathname, search: parsed.search };
};

describe('isNavLinkActive', () => {
  it('tells the lobby and its live casino tab apart', () => {
    expect(isNavLinkActive('/casino', at('/casino'))).toBe(true);
    expect(isNavLinkActive(LIVE_CASINO_PATH, at('/casino'))).toBe(false);
    expect(isNavLinkActive('/casino', at('/casino?tab=live_casino'))).toBe(false);
    expect(isNavLinkActive(LIVE_CASINO_PATH, at('/casino?tab=live_casino'))).toBe(true);
  });

  it('keeps the lobby active while searching and inside a game', () => {
    expect(isNavLinkActive('/casino', at('/casino?search=book'))).toBe(true);
    expect(isNavLinkActive('/casino', at('/casino/123'))).toBe(true);
  });

  it('does not match other sections or prefixes of words', () => {
    expect(isNavLinkActive('/blog', at('/casino'))).toBe(false);
    expect(isNavLinkActive('/promotions', at('/promotionsx'))).toBe(false);
  });
});
