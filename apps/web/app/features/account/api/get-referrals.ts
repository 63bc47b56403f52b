import { referralsResponseSchema } from '@casino/contracts';
import type { ReferralsResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** GET /api/user/referrals: the player's link and how many joined through it. */
export function getReferrals(api: ApiClient, init?: ApiRequestInit): Promise<ReferralsResponse> {
  return api.get('/api/user/referrals', referralsResponseSchema, init);
}
