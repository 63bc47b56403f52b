import { twoFactorRecoveryCodesResponseSchema } from '@casino/contracts';
import type { TwoFactorCodeRequest, TwoFactorRecoveryCodesResponse } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/**
 * POST /api/user/two-factor/recovery-codes with a current code: ten new recovery codes, shown
 * this once; the old ones stop working.
 */
export function renewRecoveryCodes(
  api: ApiClient,
  body: TwoFactorCodeRequest,
): Promise<TwoFactorRecoveryCodesResponse> {
  return api.post(
    '/api/user/two-factor/recovery-codes',
    body,
    twoFactorRecoveryCodesResponseSchema,
  );
}
