import { adminWithdrawalsResponseSchema, type AdminWithdrawal } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

export type WithdrawalsQuery = {
  /** Every status when left out. */
  status?: AdminWithdrawal['status'];
  page: number;
  per_page: number;
};

export type WithdrawalsList = { withdrawals: AdminWithdrawal[]; total: number };

/** GET /api/admin/withdrawals: one page of a status's withdrawals (pending ones oldest first). */
export function listWithdrawals(
  api: ApiClient,
  { status, page, per_page }: WithdrawalsQuery,
  init?: ApiRequestInit,
): Promise<WithdrawalsList> {
  const query = new URLSearchParams({ page: String(page), per_page: String(per_page) });
  if (status) query.set('status', status);
  return api.get(`/api/admin/withdrawals?${query}`, adminWithdrawalsResponseSchema, init);
}
