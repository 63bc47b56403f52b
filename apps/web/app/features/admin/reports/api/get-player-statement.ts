import { playerStatementResponseSchema, type PlayerStatementResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';
import type { StatementQuery } from '../report-query';

/** The API's path of a player's statement, as JSON or as CSV. */
export function getStatementPath({ player, from, to }: StatementQuery, format: 'json' | 'csv') {
  const id = encodeURIComponent(player);
  return `/api/admin/reports/players/${id}/statement?${new URLSearchParams({ from, to, format })}`;
}

/** GET /api/admin/reports/players/:id/statement: per currency, opening, movements, closing. */
export function getPlayerStatement(
  api: ApiClient,
  query: StatementQuery,
  init?: ApiRequestInit,
): Promise<PlayerStatementResponse> {
  return api.get(getStatementPath(query, 'json'), playerStatementResponseSchema, init);
}
