import { sessionsResponseSchema } from '@casino/contracts';
import type { SessionsResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** GET /api/user/logs: the player's signed-in devices, this one flagged `current`. */
export function getSessions(api: ApiClient, init?: ApiRequestInit): Promise<SessionsResponse> {
  return api.get('/api/user/logs', sessionsResponseSchema, init);
}
