import { vipStatusResponseSchema, type VipStatusResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** GET /api/user/vip: the player's total wagered, VIP level, next level and progress. */
export function getVip(api: ApiClient, init?: ApiRequestInit): Promise<VipStatusResponse> {
  return api.get('/api/user/vip', vipStatusResponseSchema, init);
}
