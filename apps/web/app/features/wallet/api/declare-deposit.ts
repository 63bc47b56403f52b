import {
  depositDeclaredResponseSchema,
  type DepositDeclaredResponse,
  type DepositRequest,
} from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/**
 * POST /api/wallet/request/deposit (spec §3, §7): the deposit a player says they sent, by its
 * transaction id. It waits among the pending deposits until the gateway reports that txid.
 */
export function declareDeposit(
  api: ApiClient,
  request: DepositRequest,
): Promise<DepositDeclaredResponse> {
  return api.post('/api/wallet/request/deposit', request, depositDeclaredResponseSchema);
}
