import { walletActionResponseSchema } from '@casino/contracts';
import { type TipRequest, type WalletActionResponse } from '@casino/contracts';
import { idempotent, type ApiClient } from '../../../lib/api';

/** POST /api/wallet/request/tip: money to another player by name, in the sender's currency. */
export function sendTip(
  api: ApiClient,
  request: TipRequest,
  idempotencyKey: string,
): Promise<WalletActionResponse> {
  return api.post(
    '/api/wallet/request/tip',
    request,
    walletActionResponseSchema,
    idempotent(idempotencyKey),
  );
}
