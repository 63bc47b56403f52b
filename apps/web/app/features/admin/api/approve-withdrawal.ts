import { adminWithdrawalResponseSchema, type AdminWithdrawal } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

export type WithdrawalApproval = {
  txid?: string;
  /** How many approvals the staff member saw (four eyes: the API refuses a stale decision). */
  approvals_seen: number;
};

/** POST /api/admin/withdrawals/:uuid/approve: the approval, or the second of four eyes. */
export async function approveWithdrawal(
  api: ApiClient,
  uuid: string,
  body: WithdrawalApproval,
): Promise<AdminWithdrawal> {
  const path = `/api/admin/withdrawals/${encodeURIComponent(uuid)}/approve`;
  return (await api.post(path, body, adminWithdrawalResponseSchema)).withdrawal;
}
