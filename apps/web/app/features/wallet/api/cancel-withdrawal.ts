import {
  IDEMPOTENCY_HEADER,
  type WalletActionResponse,
  type WithdrawalCancelRequest,
} from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/** POST /api/wallet/withdrawal/cancel: the player takes back a pending withdrawal. */
export function cancelWithdrawal(
  api: ApiClient,
  request: WithdrawalCancelRequest,
  idempotencyKey: string,
): Promise<WalletActionResponse> {
  return api.post<WalletActionResponse>('/api/wallet/withdrawal/cancel', request, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
