import { count, isoDateTime, minorUnits, okAnswer, pageQuery, staffText } from './common';
import { withdrawalApprovalSchema, withdrawalContextSchema } from './staff';
import { z } from './validation';
import { COIN_CODES, WITHDRAWAL_STATUSES, withdrawalRequestSchema } from './wallet';

// The back office's withdrawals (issue 17): the queue, four-eyes decisions, staff cash-outs.

/** A withdrawal as staff review it. */
export const adminWithdrawalSchema = z
  .object({
    uuid: z.string(),
    user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
    symbol: z.enum(COIN_CODES),
    wallet_address: z.string(),
    amount: minorUnits,
    currency: z.string(),
    crypto_amount: z.string(),
    status: z.enum(WITHDRAWAL_STATUSES),
    txid: z.string().nullable(),
    reason: z.string().nullable(),
    created_at: isoDateTime,
    reviewed_at: isoDateTime.nullable(),
    /** Staff approvals so far; above the four-eyes limit two people must approve. */
    approvals: z.array(withdrawalApprovalSchema),
    approvals_required: z.number().int().min(1).max(2),
    /**
     * The staff member who asked for this cash-out for a blocked player (issue 17), who may
     * not approve it; null when the player asked.
     */
    requested_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .meta({ id: 'AdminWithdrawal' });
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export const adminWithdrawalsQuerySchema = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  ...pageQuery(50),
});
export const adminWithdrawalsResponseSchema = z.object({
  withdrawals: z.array(adminWithdrawalSchema),
  total: count,
});
export const withdrawalApproveSchema = z
  .object({
    txid: z.string().trim().min(8).max(200).optional(),
    /**
     * How many approvals the staff member saw when deciding (the console always sends it):
     * if another approval landed meanwhile the call answers WITHDRAWAL_CHANGED, so nobody
     * becomes the second pair of eyes without knowing it.
     */
    approvals_seen: z.number().int().min(0).max(1).optional(),
  })
  .meta({ id: 'WithdrawalApprove' });
export const withdrawalRejectSchema = z
  .object({ reason: staffText })
  .meta({ id: 'WithdrawalReject' });
/**
 * POST /api/admin/players/{id}/withdrawals: staff pay out a blocked player's cash (issue 17),
 * with the reason; it joins the queue and somebody else approves it.
 */
// Staff pay out a blocked account's cash: the player's own 2FA code has no place here.
export const adminCashoutRequestSchema = withdrawalRequestSchema
  .omit({ two_factor_code: true })
  .extend({ reason: staffText })
  .meta({ id: 'AdminCashoutRequest' });
export type AdminCashoutRequest = z.input<typeof adminCashoutRequestSchema>;
export const adminWithdrawalResponseSchema = okAnswer({ withdrawal: adminWithdrawalSchema });
/** GET /api/admin/withdrawals/:uuid: the withdrawal and its player's context. */
export const adminWithdrawalDetailResponseSchema = okAnswer({
  withdrawal: adminWithdrawalSchema,
  context: withdrawalContextSchema,
});
