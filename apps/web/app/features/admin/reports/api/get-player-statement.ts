import { playerStatementResponseSchema, type PlayerStatementResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';
import type { StatementQuery } from '../report-query';

/** The API's path of a player's statement: as JSON, one page of it; as CSV, all of it. */
export function getStatementPath(query: StatementQuery, format: 'json' | 'csv') {
  const id = encodeURIComponent(query.player);
  const params = new URLSearchParams({ from: query.from, to: query.to, format });
  if (format === 'json') params.set('page', String(query.page));
  return `/api/admin/reports/players/${id}/statement?${params}`;
}

/**
 * GET /api/admin/reports/players/:id/statement: per currency, opening, the page's movements,
 * closing; `total` counts the range's movements (STATEMENT_PER_PAGE a page).
 */
export function getPlayerStatement(
  api: ApiClient,
  query: StatementQuery,
  init?: ApiRequestInit,
): Promise<PlayerStatementResponse> {
  return api.get(getStatementPath(query, 'json'), playerStatementResponseSchema, init);
}
