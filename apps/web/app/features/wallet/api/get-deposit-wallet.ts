import { depositWalletResponseSchema } from '@casino/contracts';
import type { CoinCode, DepositWalletResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** POST /api/wallet/depositwallet: the player's own address for a coin and its QR code. */
export function getDepositWallet(
  api: ApiClient,
  symbol: CoinCode,
  init?: ApiRequestInit,
): Promise<DepositWalletResponse> {
  return api.post('/api/wallet/depositwallet', { symbol }, depositWalletResponseSchema, init);
}
