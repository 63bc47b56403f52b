import { entityWalletsResponseSchema } from '@casino/contracts';
import type { EntityWalletsResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** POST /api/wallet/entity/wallets: the coins the casino accepts (spec §3 Entity wallet). */
export function listEntityWallets(
  api: ApiClient,
  init?: ApiRequestInit,
): Promise<EntityWalletsResponse> {
  return api.post('/api/wallet/entity/wallets', {}, entityWalletsResponseSchema, init);
}
