import { GGR_GROUPS } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  GGR_GROUP_CHOICES,
  getGgrCsvHref,
  getStatementCsvHref,
  getStatementHref,
  readGgrQuery,
  readStatementQuery,
  readToday,
  shiftDate,
} from './report-query';

const TODAY = '2026-11-25';

describe('the reports’ queries in the address', () => {
  it('offers the contracts’ groupings', () => {
    expect(GGR_GROUP_CHOICES).toEqual(GGR_GROUPS);
  });

  it('defaults to the last 7 days (today included) per currency', () => {
    expect(readGgrQuery(new URLSearchParams(), TODAY)).toEqual({
      from: '2026-11-19',
      to: TODAY,
      group: 'currency',
    });
  });

  it('keeps the dates it is given as typed, for the API to judge, and a known grouping', () => {
    const params = new URLSearchParams({ from: ' 2026-10-01 ', to: '2026-10-31', group: 'game' });
    expect(readGgrQuery(params, TODAY)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      group: 'game',
    });
    const odd = new URLSearchParams({ to: 'yesterday', group: 'planet' });
    expect(readGgrQuery(odd, TODAY)).toEqual({
      from: '2026-11-19',
      to: 'yesterday',
      group: 'currency',
    });
  });

  it('counts a missing start back from the end it names, over month ends', () => {
    expect(readGgrQuery(new URLSearchParams({ to: '2026-03-03' }), TODAY).from).toBe('2026-02-25');
    expect(shiftDate('2026-01-01', -1)).toBe('2025-12-31');
    expect(readToday(Date.parse('2026-11-25T23:59:59.999Z'))).toBe(TODAY);
  });

  it('reads a statement’s player and its month by default, on its first page', () => {
    expect(readStatementQuery(new URLSearchParams({ player: ' 7 ' }), TODAY)).toEqual({
      player: '7',
      from: '2026-10-27',
      to: TODAY,
      page: 1,
    });
    const paged = new URLSearchParams({ player: '7', from: '2026-11-01', page: '3' });
    expect(readStatementQuery(paged, TODAY).page).toBe(3);
    for (const page of ['0', '-2', 'two']) {
      expect(readStatementQuery(new URLSearchParams({ page }), TODAY).page, page).toBe(1);
    }
  });

  it('links a statement’s pages with the same player and range', () => {
    const query = { player: '7', from: '2026-11-01', to: '2026-11-30', page: 2 };
    expect(getStatementHref(query, 3)).toBe('?player=7&from=2026-11-01&to=2026-11-30&page=3');
    expect(getStatementHref(query, 1)).toBe('?player=7&from=2026-11-01&to=2026-11-30');
  });

  it('links the CSV downloads with the same query', () => {
    expect(getGgrCsvHref({ from: '2026-11-01', to: '2026-11-07', group: 'provider' })).toBe(
      '/admin/reports/ggr.csv?from=2026-11-01&to=2026-11-07&group=provider',
    );
    expect(getStatementCsvHref({ player: '7', from: '2026-11-01', to: '2026-11-30' })).toBe(
      '/admin/reports/statement.csv?player=7&from=2026-11-01&to=2026-11-30',
    );
  });
});
