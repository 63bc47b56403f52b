import type { GgrGroup } from '@casino/contracts';
import { readPage } from '../players/player-query';

// The reports' queries as addresses carry them (`?from=2026-11-01&to=2026-11-30&group=game`),
// so a report is server-rendered, bookmarked and shared as it is.

/** The contracts' GGR_GROUPS, written out for the browser (report-query.test.ts holds them). */
export const GGR_GROUP_CHOICES = [
  'game',
  'provider',
  'currency',
] as const satisfies readonly GgrGroup[];

/** The API's own default grouping: one row per day and currency. */
export const DEFAULT_GGR_GROUP: GgrGroup = 'currency';

/** Days a report covers when the address names none: the GGR report's week, a statement's month. */
export const DEFAULT_GGR_DAYS = 7;
export const DEFAULT_STATEMENT_DAYS = 30;

export type DateRange = { from: string; to: string };
export type GgrQuery = DateRange & { group: GgrGroup };
/** A statement's player, range and page of movements (the CSV holds them all). */
export type StatementQuery = DateRange & { player: string; page: number };

const DAY_MS = 86_400_000;

/** `today` (YYYY-MM-DD, UTC) moved by `days`. */
export function shiftDate(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today's date in UTC, the days the reports count in. */
export function readToday(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/**
 * The range an address names, trimmed; a missing end is today and a missing start `days`
 * days before the end (both included). What is there goes to the API as typed: it answers a
 * date it cannot read, or a range in the wrong order, on that field.
 */
export function readRange(params: URLSearchParams, today: string, days: number): DateRange {
  const to = params.get('to')?.trim() || today;
  const from =
    params.get('from')?.trim() || shiftDate(/^\d{4}-\d{2}-\d{2}$/.test(to) ? to : today, 1 - days);
  return { from, to };
}

/** The GGR report an address asks for; an unknown grouping is the default one. */
export function readGgrQuery(params: URLSearchParams, today: string): GgrQuery {
  const group = GGR_GROUP_CHOICES.find((choice) => choice === params.get('group'));
  return { ...readRange(params, today, DEFAULT_GGR_DAYS), group: group ?? DEFAULT_GGR_GROUP };
}

/**
 * The statement an address asks for: its player's id (empty until one is chosen), range and
 * page of movements (the first unless it names another).
 */
export function readStatementQuery(params: URLSearchParams, today: string): StatementQuery {
  const player = params.get('player')?.trim() ?? '';
  const page = readPage(params.get('page'));
  return { ...readRange(params, today, DEFAULT_STATEMENT_DAYS), player, page };
}

/** The statement's page `page`, same player and range: the address the page links to. */
export function getStatementHref({ player, from, to }: StatementQuery, page: number): string {
  const params = new URLSearchParams({ player, from, to });
  if (page > 1) params.set('page', String(page));
  return `?${params}`;
}

/** The CSV download of a GGR report: the resource route routes/admin.reports.ggr-csv.ts. */
export function getGgrCsvHref({ from, to, group }: GgrQuery): string {
  return `/admin/reports/ggr.csv?${new URLSearchParams({ from, to, group })}`;
}

/** The CSV download of a statement: the resource route routes/admin.reports.statement-csv.ts. */
export function getStatementCsvHref({ player, from, to }: DateRange & { player: string }): string {
  return `/admin/reports/statement.csv?${new URLSearchParams({ player, from, to })}`;
}
