import { twoFactorSetupResponseSchema } from '@casino/contracts';
import type { TwoFactorSetupResponse } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/**
 * POST /api/user/two-factor/setup: a new pending secret, its otpauth URL and QR code. Asking
 * again restarts the enrolment with another secret.
 */
export function startTwoFactorSetup(api: ApiClient): Promise<TwoFactorSetupResponse> {
  return api.post('/api/user/two-factor/setup', {}, twoFactorSetupResponseSchema);
}
