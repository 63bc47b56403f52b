import { statusResponseSchema } from '@casino/contracts';
import type { PasswordEmailRequest, StatusResponse } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/** POST /api/password/email: the same answer whether the address is registered or not. */
export function requestPasswordReset(
  api: ApiClient,
  body: PasswordEmailRequest,
): Promise<StatusResponse> {
  return api.post('/api/password/email', body, statusResponseSchema);
}
