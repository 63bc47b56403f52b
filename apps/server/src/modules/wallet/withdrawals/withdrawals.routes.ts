import {
  adminCashoutRequestSchema,
  adminWithdrawalDetailResponseSchema,
  adminWithdrawalResponseSchema,
  adminWithdrawalsQuerySchema,
  adminWithdrawalsResponseSchema,
  errorResponseSchema,
  idParam,
  IDEMPOTENCY_HEADER,
  walletActionResponseSchema,
  withdrawalApproveSchema,
  withdrawalCancelRequestSchema,
  withdrawalRejectSchema,
  withdrawalRequestSchema,
  z,
  type AdminWithdrawal,
} from '@casino/contracts';
import { requirePermission, requirePrincipal, type Staff } from '../../../platform/auth';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../../platform/routing';
import { SECURED, statusMessage, IDEMPOTENCY_HEADERS, idempotencyKeyOf } from '../wallet.http';
import type { WalletService } from '../wallet.service';

const uuidParams = z.object({ uuid: z.string().uuid() });

/**
 * Withdrawals (spec §5): the player requests or cancels; staff list them (`withdrawals.view`),
 * approve with the txid or reject with a reason (`withdrawals.decide`, four eyes above the
 * limit; issue 17).
 */
export function withdrawalRoutes({
  walletService,
}: {
  walletService: WalletService;
}): RoutesPlugin {
  return async (app) => {
    app.post(
      '/wallet/request/withdrawal',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Request a withdrawal; the amount is held until staff decide (spec §5)',
          description:
            `Send an \`${IDEMPOTENCY_HEADER}\` header: a replay answers the first result. ` +
            'With two-factor authentication on, `two_factor_code` carries a current code.',
          ...SECURED,
          headers: IDEMPOTENCY_HEADERS,
          body: withdrawalRequestSchema,
          // 503 RATE_STALE: live mode without a fresh conversion rate; nothing is held.
          response: {
            200: walletActionResponseSchema,
            ...ERROR_RESPONSES,
            503: errorResponseSchema,
          },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        message: statusMessage(request, 'withdrawal_pending'),
        ...(await walletService.requestWithdrawal(
          requirePrincipal(request),
          request.body,
          idempotencyKeyOf(request),
          request.ip,
        )),
      }),
    );

    app.post(
      '/wallet/withdrawal/cancel',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Cancel Withdrawal: take back a pending request',
          ...SECURED,
          body: withdrawalCancelRequestSchema,
          response: { 200: walletActionResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        message: statusMessage(request, 'withdrawal_cancelled'),
        ...(await walletService.cancelWithdrawal(requirePrincipal(request), request.body.uuid)),
      }),
    );

    app.get(
      '/admin/withdrawals',
      {
        schema: {
          tags: ['admin'],
          summary: 'Withdrawals to review: pending ones oldest first, others newest first',
          ...SECURED,
          querystring: adminWithdrawalsQuerySchema,
          response: { 200: adminWithdrawalsResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        requirePermission(request, 'withdrawals.view');
        return walletService.listWithdrawals(request.query);
      },
    );

    app.get(
      '/admin/withdrawals/:uuid',
      {
        schema: {
          tags: ['admin'],
          summary: "A withdrawal with its player's context: balances, deposits, play, bonuses",
          ...SECURED,
          params: uuidParams,
          response: { 200: adminWithdrawalDetailResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        requirePermission(request, 'withdrawals.view');
        return {
          status: 'ok' as const,
          ...(await walletService.getWithdrawal(request.params.uuid)),
        };
      },
    );

    app.post(
      '/admin/players/:id/withdrawals',
      {
        schema: {
          tags: ['admin'],
          summary:
            "Pay out a blocked player's cash: the player's withdrawal rules and hold, with a " +
            'reason; it joins the queue and another staff member approves it',
          description: `Send an \`${IDEMPOTENCY_HEADER}\` header: a replay answers the first result.`,
          ...SECURED,
          headers: IDEMPOTENCY_HEADERS,
          params: z.object({ id: idParam }),
          body: adminCashoutRequestSchema,
          response: {
            200: adminWithdrawalResponseSchema,
            ...ERROR_RESPONSES,
            503: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const row = await walletService.requestCashout(
          requirePermission(request, 'withdrawals.decide'),
          request.params.id,
          request.body,
          idempotencyKeyOf(request),
        );
        const { withdrawal } = await walletService.getWithdrawal(row.uuid);
        return { status: 'ok' as const, withdrawal };
      },
    );

    /** POST /admin/withdrawals/:uuid/{decision}: staff decide, answered with the withdrawal. */
    function adminDecision<B extends z.ZodType>(
      decision: 'approve' | 'reject',
      summary: string,
      body: B,
      decide: (staff: Staff, uuid: string, input: z.output<B>) => Promise<AdminWithdrawal>,
    ) {
      app.post(
        `/admin/withdrawals/:uuid/${decision}`,
        {
          schema: {
            tags: ['admin'],
            summary,
            ...SECURED,
            params: uuidParams,
            body,
            response: { 200: adminWithdrawalResponseSchema, ...ERROR_RESPONSES },
          },
        },
        async (request) => ({
          status: 'ok' as const,
          withdrawal: await decide(
            requirePermission(request, 'withdrawals.decide'),
            request.params.uuid,
            request.body as z.output<B>,
          ),
        }),
      );
    }

    adminDecision(
      'approve',
      'Approve: the hold is posted (above the four-eyes limit, at the second approval by another ' +
        'staff member); with the on-chain txid the withdrawal is Confirmed',
      withdrawalApproveSchema,
      (staff, uuid, input) =>
        walletService.approveWithdrawal(staff, uuid, {
          txid: input.txid,
          approvalsSeen: input.approvals_seen,
        }),
    );
    adminDecision(
      'reject',
      "Reject with a reason: the hold is voided and the money is the player's again",
      withdrawalRejectSchema,
      (staff, uuid, input) => walletService.rejectWithdrawal(staff, uuid, input.reason),
    );
  };
}
