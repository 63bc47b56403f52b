import { adminGamesResponseSchema, type AdminGame } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';
import { toGamesQuery, type GamesFilters } from '../games-query';

export type GamesPage = { games: AdminGame[]; total: number };

/** GET /api/admin/games: one page of the whole catalog (disabled games included), filtered. */
export async function listGames(
  api: ApiClient,
  { filters, page, per_page }: { filters: GamesFilters; page: number; per_page: number },
  init?: ApiRequestInit,
): Promise<GamesPage> {
  const path = `/api/admin/games?${toGamesQuery(filters, page, per_page)}`;
  const { games, total } = await api.get(path, adminGamesResponseSchema, init);
  return { games, total };
}
