import { adminCoinsResponseSchema, type AdminCoins } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';

export type CoinsState = Pick<AdminCoins, 'coins' | 'rates'>;

/** GET /api/admin/coins: the coins with their public keys, and the price source's state. */
export async function getCoins(api: ApiClient, init?: ApiRequestInit): Promise<CoinsState> {
  const { coins, rates } = await api.get('/api/admin/coins', adminCoinsResponseSchema, init);
  return { coins, rates };
}
