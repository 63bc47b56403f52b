import { ggrReportResponseSchema, type GgrReport } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';
import type { GgrQuery } from '../report-query';

/** The API's path of a GGR report, as JSON or as CSV. */
export function getGgrReportPath({ from, to, group }: GgrQuery, format: 'json' | 'csv'): string {
  return `/api/admin/reports/ggr?${new URLSearchParams({ from, to, group, format })}`;
}

/** GET /api/admin/reports/ggr: daily GGR and NGR per game, provider or currency, and totals. */
export function getGgrReport(
  api: ApiClient,
  query: GgrQuery,
  init?: ApiRequestInit,
): Promise<GgrReport> {
  return api.get(getGgrReportPath(query, 'json'), ggrReportResponseSchema, init);
}
