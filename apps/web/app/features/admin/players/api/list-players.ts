import { adminPlayersResponseSchema, type AdminPlayer } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';

export type PlayersQuery = {
  /** Part of a name or e-mail, an id, or a deposit address; everyone when left out. */
  q?: string;
  page: number;
  per_page: number;
};

export type PlayersList = { players: AdminPlayer[]; total: number };

/** GET /api/admin/players: one page of the players the search finds. */
export async function listPlayers(
  api: ApiClient,
  { q, page, per_page }: PlayersQuery,
  init?: ApiRequestInit,
): Promise<PlayersList> {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  query.set('page', String(page));
  query.set('per_page', String(per_page));
  const { players, total } = await api.get(
    `/api/admin/players?${query}`,
    adminPlayersResponseSchema,
    init,
  );
  return { players, total };
}
