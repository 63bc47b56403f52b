import { transactionsResponseSchema } from '@casino/contracts';
import type { PageRequest, TransactionsResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** The paginated transaction lists of spec §7; all take {page, per_page} and answer alike. */
export const TRANSACTION_LIST_PATHS = {
  wallet: '/api/wallet/transactions',
  game: '/api/qt/transactions',
  bonus: '/api/wallet/bonus/transactions',
  pendingDeposits: '/api/wallet/pending/deposit',
  pendingWithdrawals: '/api/wallet/pending/withdrawal',
} as const;
export type TransactionList = keyof typeof TRANSACTION_LIST_PATHS;

/** POST one of the lists above (spec §4: pending lists come newest first from the server). */
export function listTransactions(
  api: ApiClient,
  list: TransactionList,
  page: PageRequest,
  init?: ApiRequestInit,
): Promise<TransactionsResponse> {
  return api.post(TRANSACTION_LIST_PATHS[list], page, transactionsResponseSchema, init);
}
