import { loginResultSchema } from '@casino/contracts';
import type { LoginRequest, LoginResult } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/**
 * POST /api/login: a token for the cookie and the user (spec §7), or, for an account with
 * two-factor authentication, the challenge its code answers (login-two-factor.ts).
 */
export function login(api: ApiClient, body: LoginRequest): Promise<LoginResult> {
  return api.post('/api/login', body, loginResultSchema);
}
