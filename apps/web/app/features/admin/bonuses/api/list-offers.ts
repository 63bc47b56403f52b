import { staffBonusOffersResponseSchema, type StaffBonusOffer } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';

/** GET /api/admin/bonuses/offers: every offer, newest first, with its schedule and counts. */
export async function listOffers(
  api: ApiClient,
  init?: ApiRequestInit,
): Promise<StaffBonusOffer[]> {
  return (await api.get('/api/admin/bonuses/offers', staffBonusOffersResponseSchema, init)).offers;
}
