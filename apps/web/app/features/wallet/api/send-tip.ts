import { IDEMPOTENCY_HEADER, type TipRequest, type WalletActionResponse } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/** POST /api/wallet/request/tip: money to another player by name, in the sender's currency. */
export function sendTip(
  api: ApiClient,
  request: TipRequest,
  idempotencyKey: string,
): Promise<WalletActionResponse> {
  return api.post<WalletActionResponse>('/api/wallet/request/tip', request, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
