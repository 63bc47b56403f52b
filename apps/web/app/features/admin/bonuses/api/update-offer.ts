import { staffBonusOfferResponseSchema, type StaffBonusOffer } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/**
 * PATCH /api/admin/bonuses/offers/:code (BonusOfferUpdate): only what is sent changes. A change
 * of the money terms while players hold the offer is refused (bonus_terms_held).
 */
export async function updateOffer(
  api: ApiClient,
  code: string,
  body: Record<string, unknown>,
): Promise<StaffBonusOffer> {
  const path = `/api/admin/bonuses/offers/${encodeURIComponent(code)}`;
  return (await api.patch(path, body, staffBonusOfferResponseSchema)).offer;
}
