import { walletActionResponseSchema } from '@casino/contracts';
import { type WalletActionResponse, type WithdrawalCancelRequest } from '@casino/contracts';
import { idempotent, type ApiClient } from '../../../lib/api';

/** POST /api/wallet/withdrawal/cancel: the player takes back a pending withdrawal. */
export function cancelWithdrawal(
  api: ApiClient,
  request: WithdrawalCancelRequest,
  idempotencyKey: string,
): Promise<WalletActionResponse> {
  return api.post(
    '/api/wallet/withdrawal/cancel',
    request,
    walletActionResponseSchema,
    idempotent(idempotencyKey),
  );
}
