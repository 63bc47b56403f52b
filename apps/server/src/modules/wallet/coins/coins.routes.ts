import {
  acceptedPaymentsSchema,
  entityWalletSchema,
  entityWalletsResponseSchema,
  entityWalletUpdateSchema,
  z,
} from '@casino/contracts';
import { requirePermission, requirePrincipal } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../../platform/routing';
import { SECURED } from '../wallet.http';
import type { WalletService } from '../wallet.service';
import { COINS, drawCoinBadge } from './coins.catalog';

/** The coin table: the supported coins, what the site accepts, the badges, staff edits. */
export function coinRoutes({ walletService }: { walletService: WalletService }): RoutesPlugin {
  return async (app) => {
    app.post(
      '/wallet/entity/wallets',
      {
        schema: {
          tags: ['wallet'],
          summary: 'The supported coins (spec §7 POST /wallet/entity/wallets)',
          ...SECURED,
          response: { 200: entityWalletsResponseSchema, 401: ERROR_RESPONSES[401] },
        },
      },
      async (request) => {
        requirePrincipal(request);
        return { wallets: await walletService.listCoins() };
      },
    );

    app.get(
      '/wallet/accepted',
      {
        schema: {
          tags: ['wallet'],
          summary: 'What the site names as accepted: coins taking deposits, and the on-ramp',
          response: { 200: acceptedPaymentsSchema },
        },
      },
      async () => walletService.getAcceptedPayments(),
    );

    // The coin badges we draw, referenced by coin_image.
    app.get(
      '/wallet/coins/:file',
      { schema: { hide: true, params: z.object({ file: z.string().regex(/^[a-z]+\.svg$/) }) } },
      async (request, reply) => {
        const code = request.params.file.replace('.svg', '').toUpperCase();
        const coin = COINS.find((c) => c.code === code);
        if (!coin) throw new AppError('NOT_FOUND');
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          .send(drawCoinBadge(coin));
      },
    );
    app.patch(
      '/admin/wallets/:id',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Edit a coin: name, withdrawals switch, image, confirmations, extended public key',
          ...SECURED,
          params: z.object({ id: z.coerce.number().int().positive() }),
          body: entityWalletUpdateSchema,
          response: {
            200: z.object({ status: z.literal('ok'), wallet: entityWalletSchema }),
            ...ERROR_RESPONSES,
          },
        },
      },
      async (request) => {
        const staff = requirePermission(request, 'coins.manage');
        return {
          status: 'ok' as const,
          wallet: await walletService.updateCoin(staff, request.params.id, request.body),
        };
      },
    );
  };
}
