import { adminPlayerDetailResponseSchema, type AdminPlayerDetail } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';

/** GET /api/admin/players/:id: the player's page but the ledger, which comes a page at a time. */
export function getPlayer(
  api: ApiClient,
  id: string,
  init?: ApiRequestInit,
): Promise<AdminPlayerDetail> {
  return api.get(
    `/api/admin/players/${encodeURIComponent(id)}`,
    adminPlayerDetailResponseSchema,
    init,
  );
}
