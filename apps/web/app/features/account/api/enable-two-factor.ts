import { twoFactorRecoveryCodesResponseSchema } from '@casino/contracts';
import type { TwoFactorCodeRequest, TwoFactorRecoveryCodesResponse } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/**
 * POST /api/user/two-factor/enable with a code of the pending secret: 2FA is on, and the ten
 * recovery codes come back this once.
 */
export function enableTwoFactor(
  api: ApiClient,
  body: TwoFactorCodeRequest,
): Promise<TwoFactorRecoveryCodesResponse> {
  return api.post('/api/user/two-factor/enable', body, twoFactorRecoveryCodesResponseSchema);
}
