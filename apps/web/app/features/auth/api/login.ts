import { loginResponseSchema } from '@casino/contracts';
import type { LoginRequest, LoginResponse } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/** POST /api/login: a token for the cookie, and the user (spec §7). */
export function login(api: ApiClient, body: LoginRequest): Promise<LoginResponse> {
  return api.post('/api/login', body, loginResponseSchema);
}
