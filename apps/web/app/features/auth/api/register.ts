import { registerResponseSchema } from '@casino/contracts';
import type { RegisterRequest, RegisterResponse } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/** POST /api/register (201 with the new user; the caller then logs in, spec §4). */
export function register(api: ApiClient, body: RegisterRequest): Promise<RegisterResponse> {
  return api.post('/api/register', body, registerResponseSchema);
}
