import { levelsResponseSchema } from '@casino/contracts';
import type { LevelsResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** GET /api/levels: the VIP tiers, lowest first. */
export function getLevels(api: ApiClient, init?: ApiRequestInit): Promise<LevelsResponse> {
  return api.get('/api/levels', levelsResponseSchema, init);
}
