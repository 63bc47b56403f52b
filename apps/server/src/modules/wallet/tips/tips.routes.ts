import {
  IDEMPOTENCY_HEADER,
  tipRequestSchema,
  walletActionResponseSchema,
} from '@casino/contracts';
import { requirePrincipal } from '../../../platform/auth';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../../platform/routing';
import { SECURED, statusMessage, IDEMPOTENCY_HEADERS, idempotencyKeyOf } from '../wallet.http';
import type { WalletService } from '../wallet.service';

/** Tips between players. */
export function tipRoutes({ walletService }: { walletService: WalletService }): RoutesPlugin {
  return async (app) => {
    app.post(
      '/wallet/request/tip',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Tip another player by name from your withdrawable balance',
          description:
            `Send an \`${IDEMPOTENCY_HEADER}\` header: a replay answers the first result. ` +
            'At most 10 new tips per account and minute (429 past it; replays are not counted). ' +
            'With two-factor authentication on, `two_factor_code` carries a current code.',
          ...SECURED,
          headers: IDEMPOTENCY_HEADERS,
          body: tipRequestSchema,
          response: { 200: walletActionResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        message: statusMessage(request, 'tip_sent'),
        ...(await walletService.tip(
          requirePrincipal(request),
          request.body,
          idempotencyKeyOf(request),
          request.ip,
        )),
      }),
    );
  };
}
