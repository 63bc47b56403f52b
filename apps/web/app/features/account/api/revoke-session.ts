import { statusResponseSchema } from '@casino/contracts';
import type { StatusResponse } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/** DELETE /api/user/sessions/:id; revoking the current one ends this visit's token too. */
export function revokeSession(api: ApiClient, id: number): Promise<StatusResponse> {
  return api.delete(`/api/user/sessions/${encodeURIComponent(String(id))}`, statusResponseSchema);
}
