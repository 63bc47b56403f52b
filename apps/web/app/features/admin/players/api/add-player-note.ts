import { adminPlayerDetailResponseSchema, type AdminPlayerDetail } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** POST /api/admin/players/:id/notes `{body}` (PlayerNote, 3 to 500 characters): kept for good. */
export function addPlayerNote(
  api: ApiClient,
  id: string,
  body: { body: string },
): Promise<AdminPlayerDetail> {
  const path = `/api/admin/players/${encodeURIComponent(id)}/notes`;
  return api.post(path, body, adminPlayerDetailResponseSchema);
}
