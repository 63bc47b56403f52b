import {
  adminWithdrawalResponseSchema,
  type AdminCashoutRequest,
  type AdminWithdrawal,
} from '@casino/contracts';
import { idempotent, type ApiClient } from '../../../../lib/api';

/**
 * POST /api/admin/players/:id/withdrawals: staff pay out a blocked player's cash (amount in
 * major units as typed, one key per rendered form); it joins the queue for another approver.
 */
export async function requestCashout(
  api: ApiClient,
  id: string,
  body: AdminCashoutRequest,
  idempotencyKey: string,
): Promise<AdminWithdrawal> {
  const path = `/api/admin/players/${encodeURIComponent(id)}/withdrawals`;
  return (await api.post(path, body, adminWithdrawalResponseSchema, idempotent(idempotencyKey)))
    .withdrawal;
}
