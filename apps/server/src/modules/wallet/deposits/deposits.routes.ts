import {
  depositDeclaredResponseSchema,
  depositRequestSchema,
  depositWalletRequestSchema,
  depositWalletResponseSchema,
  depositWebhookResponseSchema,
  depositWebhookSchema,
  errorResponseSchema,
  onrampResponseSchema,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  z,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../../platform/routing';
import { SECURED, statusMessage } from '../wallet.http';
import type { WalletService } from '../wallet.service';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

/** Deposits: the player's address, declared deposits, the Buy Crypto widget (spec §3, §7). */
export function depositRoutes({ walletService }: { walletService: WalletService }): RoutesPlugin {
  return async (app) => {
    app.post(
      '/wallet/depositwallet',
      {
        schema: {
          tags: ['wallet'],
          summary: "The player's deposit address and QR code for a coin (spec §7)",
          ...SECURED,
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
          ...SECURED,
          body: depositRequestSchema,
          response: {
            200: depositDeclaredResponseSchema,
            ...ERROR_RESPONSES,
          },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        message: statusMessage(request, 'deposit_recorded'),
        transaction: await walletService.declareDeposit(requirePrincipal(request), request.body),
      }),
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
export function depositWebhookRoutes({
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
