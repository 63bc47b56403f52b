import {
  IDEMPOTENCY_HEADER,
  type WalletActionResponse,
  type WithdrawalRequest,
} from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/** POST /api/wallet/request/withdrawal; amount in major units, one key per submitted form. */
export function requestWithdrawal(
  api: ApiClient,
  request: WithdrawalRequest,
  idempotencyKey: string,
): Promise<WalletActionResponse> {
  return api.post<WalletActionResponse>('/api/wallet/request/withdrawal', request, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
