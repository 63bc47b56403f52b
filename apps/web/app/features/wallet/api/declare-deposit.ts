import type { DepositRequest, Transaction } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

export type DeclareDepositResponse = { status: 'ok'; message: string; transaction: Transaction };

/**
 * POST /api/wallet/request/deposit (spec §3, §7): the deposit a player says they sent, by its
 * transaction id. It waits among the pending deposits until the gateway reports that txid.
 */
export function declareDeposit(
  api: ApiClient,
  request: DepositRequest,
): Promise<DeclareDepositResponse> {
  return api.post<DeclareDepositResponse>('/api/wallet/request/deposit', request);
}
