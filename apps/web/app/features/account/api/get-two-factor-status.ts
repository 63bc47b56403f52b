import { twoFactorStatusResponseSchema } from '@casino/contracts';
import type { TwoFactorStatusResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** GET /api/user/two-factor: whether 2FA is on, since when, and the recovery codes left. */
export function getTwoFactorStatus(
  api: ApiClient,
  init?: ApiRequestInit,
): Promise<TwoFactorStatusResponse> {
  return api.get('/api/user/two-factor', twoFactorStatusResponseSchema, init);
}
