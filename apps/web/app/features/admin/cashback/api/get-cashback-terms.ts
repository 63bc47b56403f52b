import { cashbackTermsResponseSchema, type CashbackTerms } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';

/** GET /api/admin/cashback: the weekly cashback's terms the next run pays by. */
export async function getCashbackTerms(
  api: ApiClient,
  init?: ApiRequestInit,
): Promise<CashbackTerms> {
  return (await api.get('/api/admin/cashback', cashbackTermsResponseSchema, init)).terms;
}
