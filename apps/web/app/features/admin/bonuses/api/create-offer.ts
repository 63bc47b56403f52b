import { staffBonusOfferResponseSchema, type StaffBonusOffer } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/**
 * POST /api/admin/bonuses/offers: a deposit match or free-spins offer (NewBonusOffer; amounts as
 * decimal text). The body goes as the form made it: the API checks it and words its refusals.
 */
export async function createOffer(
  api: ApiClient,
  body: Record<string, unknown>,
): Promise<StaffBonusOffer> {
  return (await api.post('/api/admin/bonuses/offers', body, staffBonusOfferResponseSchema)).offer;
}
