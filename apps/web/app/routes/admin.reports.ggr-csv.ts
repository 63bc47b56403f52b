import { fetchReportCsv } from '../features/admin/reports/api/fetch-report-csv.server';
import { getGgrReportPath } from '../features/admin/reports/api/get-ggr-report';
import { readGgrQuery, readToday } from '../features/admin/reports/report-query';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.reports.ggr-csv';

/**
 * Resource route of the GGR report's "Download CSV" (issue 17 "Reports"): the same query as
 * the page, asked as `format=csv` with the staff member's token, answered as the API answered
 * it (text/csv and its attachment file name, `ggr-{group}-{from}-{to}.csv`).
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, 'reports.view');
  const query = readGgrQuery(new URL(args.request.url).searchParams, readToday(Date.now()));
  return fetchReportCsv(args, getGgrReportPath(query, 'csv'));
}
