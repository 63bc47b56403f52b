import {
  adminWithdrawalResponseSchema,
  adminWithdrawalsQuerySchema,
  adminWithdrawalsResponseSchema,
  entityWalletSchema,
  entityWalletUpdateSchema,
  withdrawalApproveSchema,
  withdrawalRejectSchema,
  z,
} from '@casino/contracts';
import { requireRole } from '../../platform/auth';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { WalletService } from './wallet.service';

const secured = { security: [{ bearer: [] }] };
const uuidParams = z.object({ uuid: z.string().uuid() });

/** Back office: coins and withdrawals (admin role). */
export function walletAdminRoutes({
  walletService,
}: {
  walletService: WalletService;
}): RoutesPlugin {
  return async (app) => {
    app.get(
      '/admin/withdrawals',
      {
        schema: {
          tags: ['admin'],
          summary: 'Withdrawals to review, newest first (filter by status)',
          ...secured,
          querystring: adminWithdrawalsQuerySchema,
          response: { 200: adminWithdrawalsResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        requireRole(request, 'admin');
        return walletService.listWithdrawals(request.query);
      },
    );

    app.post(
      '/admin/withdrawals/:uuid/approve',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Approve: the hold is posted; with the on-chain txid the withdrawal is Confirmed',
          ...secured,
          params: uuidParams,
          body: withdrawalApproveSchema,
          response: { 200: adminWithdrawalResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        withdrawal: await walletService.approveWithdrawal(
          requireRole(request, 'admin'),
          request.params.uuid,
          request.body.txid,
        ),
      }),
    );

    app.post(
      '/admin/withdrawals/:uuid/reject',
      {
        schema: {
          tags: ['admin'],
          summary: "Reject with a reason: the hold is voided and the money is the player's again",
          ...secured,
          params: uuidParams,
          body: withdrawalRejectSchema,
          response: { 200: adminWithdrawalResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        withdrawal: await walletService.rejectWithdrawal(
          requireRole(request, 'admin'),
          request.params.uuid,
          request.body.reason,
        ),
      }),
    );

    app.patch(
      '/admin/wallets/:id',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Edit a coin: name, withdrawals switch, image, confirmations, extended public key',
          ...secured,
          params: z.object({ id: z.coerce.number().int().positive() }),
          body: entityWalletUpdateSchema,
          response: {
            200: z.object({ status: z.literal('ok'), wallet: entityWalletSchema }),
            ...ERROR_RESPONSES,
          },
        },
      },
      async (request) => {
        requireRole(request, 'admin');
        return {
          status: 'ok' as const,
          wallet: await walletService.updateCoin(request.params.id, request.body),
        };
      },
    );
  };
}
