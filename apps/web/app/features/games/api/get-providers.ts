import { providersResponseSchema } from '@casino/contracts';
import type { ProvidersResponse } from '@casino/contracts/games';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** spec §7 POST /api/games/providers: provider names (from the games), logos and counts. */
export function getProviders(api: ApiClient, init?: ApiRequestInit): Promise<ProvidersResponse> {
  return api.post('/api/games/providers', {}, providersResponseSchema, init);
}
