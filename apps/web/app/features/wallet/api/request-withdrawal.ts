import { walletActionResponseSchema } from '@casino/contracts';
import { type WalletActionResponse, type WithdrawalRequest } from '@casino/contracts';
import { idempotent, type ApiClient } from '../../../lib/api';

/** POST /api/wallet/request/withdrawal; amount in major units, one key per submitted form. */
export function requestWithdrawal(
  api: ApiClient,
  request: WithdrawalRequest,
  idempotencyKey: string,
): Promise<WalletActionResponse> {
  return api.post(
    '/api/wallet/request/withdrawal',
    request,
    walletActionResponseSchema,
    idempotent(idempotencyKey),
  );
}
