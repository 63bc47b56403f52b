import {
  cashbackTermsResponseSchema,
  type CashbackTerms,
  type CashbackTermsInput,
} from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/**
 * POST /api/admin/cashback: the terms sent change, the others stay; answers the terms after
 * the change (the API refuses a term out of bounds, or a base above the maximum, on its field).
 */
export async function updateCashbackTerms(
  api: ApiClient,
  change: CashbackTermsInput,
): Promise<CashbackTerms> {
  return (await api.post('/api/admin/cashback', change, cashbackTermsResponseSchema)).terms;
}
