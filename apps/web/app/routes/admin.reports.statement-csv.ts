import { fetchReportCsv } from '../features/admin/reports/api/fetch-report-csv.server';
import { getStatementPath } from '../features/admin/reports/api/get-player-statement';
import { readStatementQuery, readToday } from '../features/admin/reports/report-query';
import { requirePermission } from '../lib/guards.server';
import { getServerMessages } from '../lib/messages.server';
import type { Route } from './+types/admin.reports.statement-csv';

/**
 * Resource route of a statement's "Download CSV" (issue 17 "Reports"): the page's player and
 * range asked as `format=csv` with the staff member's token, answered as the API answered it
 * (text/csv and its attachment file name, `statement-{id}-{from}-{to}.csv`).
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, 'reports.view');
  const query = readStatementQuery(new URL(args.request.url).searchParams, readToday(Date.now()));
  if (!/^\d{1,12}$/.test(query.player)) {
    const message = getServerMessages(args.request).errors.PLAYER_NOT_FOUND;
    // As the API would answer an unknown player: its JSON error, without asking it.
    return Response.json({ message, code: 'PLAYER_NOT_FOUND' }, { status: 404 });
  }
  return fetchReportCsv(args, getStatementPath(query, 'csv'));
}
