import { describe, expect, it } from 'vitest';
import {
  getPlayerHref,
  getPlayersHref,
  readLedgerFilters,
  readPage,
  readPlayerTab,
} from './player-query';

describe('the Players section’s addresses', () => {
  it('reads the ledger filters, trimmed, without the default account', () => {
    const params = new URLSearchParams('account=all&type=%20bet%20&from=2026-11-01&to=&x=1');
    expect(readLedgerFilters(params)).toEqual({ type: 'bet', from: '2026-11-01' });
    expect(readLedgerFilters(new URLSearchParams('account=bonus'))).toEqual({ account: 'bonus' });
  });

  it('reads the tab and the page, falling back to the ledger’s first page', () => {
    expect(readPlayerTab('notes')).toBe('notes');
    expect(readPlayerTab('secrets')).toBe('ledger');
    expect(readPlayerTab(null)).toBe('ledger');
    expect(readPage('3')).toBe(3);
    expect(readPage('-2')).toBe(1);
    expect(readPage('abc')).toBe(1);
  });

  it('carries the ledger’s filters and page in its links, and nothing on other tabs', () => {
    const filters = { account: 'cash', type: 'win', to: '2026-11-30' };
    expect(getPlayerHref(7, { filters, page: 2 })).toBe(
      '/admin/players/7?account=cash&type=win&to=2026-11-30&page=2',
    );
    expect(getPlayerHref(7, { filters, page: 1 })).toBe(
      '/admin/players/7?account=cash&type=win&to=2026-11-30',
    );
    expect(getPlayerHref(7, { tab: 'sessions', filters, page: 2 })).toBe(
      '/admin/players/7?tab=sessions',
    );
    expect(getPlayerHref(7)).toBe('/admin/players/7');
  });

  it('keeps the search in the list’s pages', () => {
    expect(getPlayersHref('ada', 2)).toBe('/admin/players?q=ada&page=2');
    expect(getPlayersHref('')).toBe('/admin/players');
  });
});
