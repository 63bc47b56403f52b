import {
  depositRequestSchema,
  depositWalletRequestSchema,
  depositWalletResponseSchema,
  depositWebhookResponseSchema,
  depositWebhookSchema,
  entityWalletsResponseSchema,
  errorResponseSchema,
  IDEMPOTENCY_HEADER,
  acceptedPaymentsSchema,
  onrampResponseSchema,
  pageRequestSchema,
  tipRequestSchema,
  transactionSchema,
  transactionsResponseSchema,
  walletActionResponseSchema,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  withdrawalCancelRequestSchema,
  withdrawalRequestSchema,
  z,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { localeFromHeader, translate } from '../../platform/i18n';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { WalletService } from './wallet.service';
import { COINS, drawCoinBadge } from './wallet.coins';

const secured = { security: [{ bearer: [] }] };
const message = (request: FastifyRequest, key: string) =>
  translate(localeFromHeader(request.headers['accept-language']), `status:${key}`);
/** The client's idempotency key of a money call (optional; the web always sends one). */
const idempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z.string().trim().min(8).max(200).optional(),
});
const keyOf = (request: FastifyRequest) => {
  const value = request.headers[IDEMPOTENCY_HEADER];
  return typeof value === 'string' ? value.trim() : null;
};

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

/** Player wallet calls (spec §7 /wallet/*, /qt/transactions). */
export function walletRoutes({ walletService }: { walletService: WalletService }): RoutesPlugin {
  return async (app) => {
    app.post(
      '/wallet/entity/wallets',
      {
        schema: {
          tags: ['wallet'],
          summary: 'The supported coins (spec §7 POST /wallet/entity/wallets)',
          ...secured,
          response: { 200: entityWalletsResponseSchema, 401: ERROR_RESPONSES[401] },
        },
      },
      async (request) => {
        requirePrincipal(request);
        return { wallets: await walletService.listCoins() };
      },
    );

    app.post(
      '/wallet/depositwallet',
      {
        schema: {
          tags: ['wallet'],
          summary: "The player's deposit address and QR code for a coin (spec §7)",
          ...secured,
          body: depositWalletRequestSchema,
          response: { 200: depositWalletResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) =>
        walletService.getDepositAddress(requirePrincipal(request), request.body.symbol),
    );

    app.post(
      '/wallet/request/deposit',
      {
        schema: {
          tags: ['wallet'],
          summary:
            'Declare a deposit you sent; it is matched when the gateway reports it (spec §3)',
          ...secured,
          body: depositRequestSchema,
          response: {
            200: z.object({
              status: z.literal('ok'),
              message: z.string(),
              transaction: transactionSchema,
            }),
            ...ERROR_RESPONSES,
          },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        message: message(request, 'deposit_recorded'),
        transaction: await walletService.declareDeposit(requirePrincipal(request), request.body),
      }),
    );

    app.post(
      '/wallet/request/withdrawal',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Request a withdrawal; the amount is held until staff decide (spec §5)',
          description: `Send an \`${IDEMPOTENCY_HEADER}\` header: a replay answers the first result.`,
          ...secured,
          headers: idempotencyHeaders,
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
        message: message(request, 'withdrawal_pending'),
        ...(await walletService.requestWithdrawal(
          requirePrincipal(request),
          request.body,
          keyOf(request),
        )),
      }),
    );

    app.post(
      '/wallet/withdrawal/cancel',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Cancel Withdrawal: take back a pending request',
          ...secured,
          body: withdrawalCancelRequestSchema,
          response: { 200: walletActionResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        message: message(request, 'withdrawal_cancelled'),
        ...(await walletService.cancelWithdrawal(requirePrincipal(request), request.body.uuid)),
      }),
    );

    app.post(
      '/wallet/request/tip',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Tip another player by name from your withdrawable balance',
          description:
            `Send an \`${IDEMPOTENCY_HEADER}\` header: a replay answers the first result. ` +
            'At most 10 new tips per account and minute (429 past it; replays are not counted).',
          ...secured,
          headers: idempotencyHeaders,
          body: tipRequestSchema,
          response: { 200: walletActionResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        message: message(request, 'tip_sent'),
        ...(await walletService.tip(requirePrincipal(request), request.body, keyOf(request))),
      }),
    );

    const lists = [
      [
        '/wallet/transactions',
        'Deposits, withdrawals and tips, newest first',
        walletService.listTransactions,
      ],
      [
        '/wallet/pending/deposit',
        'Deposits awaiting confirmation, newest first',
        walletService.listPendingDeposits,
      ],
      [
        '/wallet/pending/withdrawal',
        'Pending withdrawals, newest first',
        walletService.listPendingWithdrawals,
      ],
      [
        '/wallet/bonus/transactions',
        'Moves of the bonus balance',
        walletService.listBonusTransactions,
      ],
      [
        '/qt/transactions',
        'Game transactions: bets, wins, rollbacks',
        walletService.listGameTransactions,
      ],
    ] as const;
    for (const [path, summary, list] of lists) {
      app.post(
        path,
        {
          schema: {
            tags: ['wallet'],
            summary: `${summary} (spec §7 POST ${path})`,
            ...secured,
            body: pageRequestSchema,
            response: { 200: transactionsResponseSchema, ...ERROR_RESPONSES },
          },
        },
        async (request) => list(requirePrincipal(request), request.body),
      );
    }

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

    app.get(
      '/wallet/onramp',
      {
        schema: {
          tags: ['wallet'],
          summary: "The Buy Crypto tab's widget address (null when none is configured)",
          response: { 200: onrampResponseSchema },
        },
      },
      async () => walletService.getOnramp(),
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
  };
}

const headerText = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Deposit reports from payment gateways (POST /wallet/webhook/{gateway}), documented for
 * integrators in docs/deposit-webhooks.md. Nothing is parsed before the signature is checked
 * over the exact raw bytes: this plugin reads every content type as a raw buffer (so neither
 * formbody nor the JSON parser sees the body first), refuses an empty body and anything but
 * JSON, then the unknown gateway, the stale timestamp and the bad signature, and only then
 * parses the JSON. A refused report stores nothing.
 */
export function walletWebhookRoutes({
  walletService,
}: {
  walletService: WalletService;
}): RoutesPlugin {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
      request.rawBody = body as Buffer;
      done(null, body);
    });
    app.addHook('preValidation', async (request) => {
      const raw = request.rawBody ?? Buffer.alloc(0);
      if (raw.length === 0) throw new AppError('WEBHOOK_BODY_EMPTY');
      const mediaType = headerText(request, 'content-type').split(';')[0]?.trim().toLowerCase();
      if (mediaType !== 'application/json') throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const { gateway } = request.params as { gateway: string };
      walletService.verifyWebhook(gateway, {
        rawBody: raw,
        timestamp: headerText(request, WEBHOOK_TIMESTAMP_HEADER),
        signature: headerText(request, WEBHOOK_SIGNATURE_HEADER),
      });
      try {
        request.body = JSON.parse(raw.toString('utf8')) as unknown;
      } catch {
        throw new AppError('MALFORMED_JSON', {
          fields: { body: [{ key: 'errors:MALFORMED_JSON' }] },
        });
      }
    });
    app.post(
      '/wallet/webhook/:gateway',
      {
        schema: {
          tags: ['wallet'],
          summary: 'A payment gateway reports a deposit (signed; see docs/deposit-webhooks.md)',
          description:
            'Headers: `X-Signature-Timestamp` (Unix seconds, at most five minutes away) and ' +
            '`X-Signature` = hex HMAC-SHA256(secret, timestamp + "." + raw body). The body is ' +
            'JSON. `txid` is checked and normalised per coin; repeats are idempotent.',
          params: z.object({ gateway: z.string().min(1).max(40) }),
          body: depositWebhookSchema,
          response: {
            200: depositWebhookResponseSchema,
            ...ERROR_RESPONSES,
            404: errorResponseSchema,
            409: errorResponseSchema,
            415: errorResponseSchema,
            503: errorResponseSchema,
          },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        deposit: await walletService.receiveDeposit(request.params.gateway, request.body),
      }),
    );
  };
}
