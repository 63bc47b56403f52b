import { loginResponseSchema } from '@casino/contracts';
import type { LoginResponse, LoginTwoFactorRequest } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/**
 * POST /api/login/two-factor: the challenge of the password step with an authenticator or
 * recovery code; answers as a login without 2FA does.
 */
export function loginTwoFactor(
  api: ApiClient,
  body: LoginTwoFactorRequest,
): Promise<LoginResponse> {
  return api.post('/api/login/two-factor', body, loginResponseSchema);
}
