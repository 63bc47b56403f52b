import {
  adminWithdrawalResponseSchema,
  withdrawalContextSchema,
  type AdminWithdrawal,
  type WithdrawalContext,
} from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** GET /api/admin/withdrawals/:uuid's answer: the withdrawal and its player's context. */
const withdrawalDetailSchema = adminWithdrawalResponseSchema.extend({
  context: withdrawalContextSchema,
});

export type WithdrawalDetail = { withdrawal: AdminWithdrawal; context: WithdrawalContext };

/** GET /api/admin/withdrawals/:uuid: one withdrawal with what a reviewer weighs. */
export async function getWithdrawal(
  api: ApiClient,
  uuid: string,
  init?: ApiRequestInit,
): Promise<WithdrawalDetail> {
  const { withdrawal, context } = await api.get(
    `/api/admin/withdrawals/${encodeURIComponent(uuid)}`,
    withdrawalDetailSchema,
    init,
  );
  return { withdrawal, context };
}
