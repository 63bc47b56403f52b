import {
  adminCoinsResponseSchema,
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
import type { RatesService } from '../../rates/rates.service';
import type { WalletService } from '../wallet.service';
import { COINS, drawCoinBadge } from './coins.catalog';

/** Coins: the players' list and badges; staff's list (with the price source) and edits. */
export function coinRoutes({
  walletService,
  ratesService,
}: {
  walletService: WalletService;
  ratesService: RatesService;
}): RoutesPlugin {
  return async (app) => {
    app.get(
      '/admin/coins',
      {
        schema: {
          tags: ['admin'],
          summary: "Coins with their public keys, and the price source's state",
          ...SECURED,
          response: { 200: adminCoinsResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        requirePermission(request, 'coins.manage');
        const state = ratesService.sourceState();
        let listed: { source: string; date: string } | null = null;
        let error: string | null = null;
        try {
          listed = await ratesService.listRates();
        } catch (caught) {
          error = caught instanceof Error ? caught.message : String(caught);
        }
        return {
          status: 'ok' as const,
          coins: await walletService.listCoinsForStaff(),
          rates: {
            live_source: state.liveSource,
            live_mode: state.liveMode,
            max_age_seconds: state.maxAgeSeconds,
            source: listed?.source ?? null,
            observed_at: listed?.date ?? null,
            last_failure_at: state.lastFailureAt?.toISOString() ?? null,
            error,
          },
        };
      },
    );
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
