import { staffBonusOfferResponseSchema, type StaffBonusOffer } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** POST /api/admin/bonuses/offers/retire: no player is offered it any more; held ones stay. */
export async function retireOffer(api: ApiClient, code: string): Promise<StaffBonusOffer> {
  const path = '/api/admin/bonuses/offers/retire';
  return (await api.post(path, { code }, staffBonusOfferResponseSchema)).offer;
}
