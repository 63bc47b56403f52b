import {
  entityWalletSchema,
  okAnswer,
  type EntityWallet,
  type EntityWalletUpdate,
} from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

const updatedCoinSchema = okAnswer({ wallet: entityWalletSchema });

/**
 * PATCH /api/admin/wallets/:id: the fields given (name, withdrawals switch, confirmations, the
 * extended public key, which the API validates for the coin; null clears it).
 */
export async function updateCoin(
  api: ApiClient,
  id: string,
  body: EntityWalletUpdate,
): Promise<EntityWallet> {
  const path = `/api/admin/wallets/${encodeURIComponent(id)}`;
  return (await api.patch(path, body, updatedCoinSchema)).wallet;
}
