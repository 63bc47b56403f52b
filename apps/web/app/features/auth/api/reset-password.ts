import { statusResponseSchema } from '@casino/contracts';
import type { PasswordResetRequest, StatusResponse } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/** POST /api/password/reset with the mailed token; a bad or old token answers errors.email. */
export function resetPassword(api: ApiClient, body: PasswordResetRequest): Promise<StatusResponse> {
  return api.post('/api/password/reset', body, statusResponseSchema);
}
