import { ledgerCheckResponseSchema, type LedgerCheckResponse } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** GET /api/admin/ledger/verify: the ledger's invariants, checked when staff ask. */
export async function checkLedger(api: ApiClient): Promise<LedgerCheckResponse> {
  return api.get('/api/admin/ledger/verify', ledgerCheckResponseSchema);
}
