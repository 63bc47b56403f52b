import { statusResponseSchema } from '@casino/contracts';
import type { PasswordUpdateRequest, StatusResponse } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/** PATCH /api/settings/password (spec §8: success and failure texts come from the server). */
export function updatePassword(
  api: ApiClient,
  body: PasswordUpdateRequest,
): Promise<StatusResponse> {
  return api.patch('/api/settings/password', body, statusResponseSchema);
}
