import { bonusClaimsResponseSchema, type BonusClaimsResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';
import type { ClaimStatus } from '../offer-status';

export type ClaimsPage = Pick<BonusClaimsResponse, 'offer' | 'claims' | 'total'>;

/** GET /api/admin/bonuses/offers/:code/claims: who claimed or declined it, latest first. */
export async function listClaims(
  api: ApiClient,
  code: string,
  query: { status?: ClaimStatus; page: number; per_page: number },
  init?: ApiRequestInit,
): Promise<ClaimsPage> {
  const params = new URLSearchParams({
    page: String(query.page),
    per_page: String(query.per_page),
  });
  if (query.status) params.set('status', query.status);
  const path = `/api/admin/bonuses/offers/${encodeURIComponent(code)}/claims?${params}`;
  const { offer, claims, total } = await api.get(path, bonusClaimsResponseSchema, init);
  return { offer, claims, total };
}
