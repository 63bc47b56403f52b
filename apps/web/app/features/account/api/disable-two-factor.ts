import { statusResponseSchema } from '@casino/contracts';
import type { StatusResponse, TwoFactorCodeRequest } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/** POST /api/user/two-factor/disable with a current code or an unused recovery code. */
export function disableTwoFactor(
  api: ApiClient,
  body: TwoFactorCodeRequest,
): Promise<StatusResponse> {
  return api.post('/api/user/two-factor/disable', body, statusResponseSchema);
}
