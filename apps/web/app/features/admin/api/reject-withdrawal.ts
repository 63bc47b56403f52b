import { adminWithdrawalResponseSchema, type AdminWithdrawal } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/** POST /api/admin/withdrawals/:uuid/reject: the hold is voided; the player reads the reason. */
export async function rejectWithdrawal(
  api: ApiClient,
  uuid: string,
  body: { reason: string },
): Promise<AdminWithdrawal> {
  const path = `/api/admin/withdrawals/${encodeURIComponent(uuid)}/reject`;
  return (await api.post(path, body, adminWithdrawalResponseSchema)).withdrawal;
}
