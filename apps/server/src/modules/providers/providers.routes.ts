import {
  errorResponseSchema,
  gameUrlRequestSchema,
  gameUrlResponseSchema,
  providerCreateSchema,
  providerSecretResponseSchema,
  providerUpdateSchema,
  providerViewSchema,
  z,
} from '@casino/contracts';
import { requirePermission, requirePrincipal } from '../../platform/auth';
import { localeFromHeader } from '../../platform/i18n';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { ProvidersService } from './providers.service';
import { SIGNATURE_HEADER, WALLET_ACTIONS, WALLET_BODY_LIMIT } from './providers.wire';

declare module 'fastify' {
  interface FastifyRequest {
    walletBody?: Buffer;
  }
}

const secured = { security: [{ bearer: [] }] };
const launchErrors = {
  404: errorResponseSchema,
  409: errorResponseSchema,
  503: errorResponseSchema,
};

/** Launching games: spec §7 POST /games/gameURL and the demo game URL (issue 13). */
export function launchRoutes({
  providersService,
}: {
  providersService: ProvidersService;
}): RoutesPlugin {
  return async (app) => {
    app.post(
      '/games/gameURL',
      {
        schema: {
          tags: ['games'],
          summary: "A real-money launch: the provider's URL with a fresh game session token",
          ...secured,
          body: gameUrlRequestSchema,
          response: { 200: gameUrlResponseSchema, ...ERROR_RESPONSES, ...launchErrors },
        },
      },
      async (request) =>
        providersService.gameUrl(
          requirePrincipal(request),
          request.body.game_id,
          localeFromHeader(request.headers['accept-language']),
        ),
    );
    app.post(
      '/games/demoURL',
      {
        schema: {
          tags: ['games'],
          summary: 'A play-money launch of a game with a demo (visitors too); no ledger money',
          body: gameUrlRequestSchema,
          response: { 200: gameUrlResponseSchema, ...ERROR_RESPONSES, ...launchErrors },
        },
      },
      async (request) =>
        providersService.demoUrl(
          request.principal ?? null,
          request.body.game_id,
          localeFromHeader(request.headers['accept-language']),
        ),
    );
  };
}

/**
 * The seamless wallet providers call (docs/providers.md). Nothing is parsed before the
 * signature is checked over the exact raw bytes: every content type is read as a buffer.
 */
export function providerWalletRoutes({
  providersService,
}: {
  providersService: ProvidersService;
}): RoutesPlugin {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
      request.walletBody = body as Buffer;
      done(null, undefined);
    });
    app.post(
      '/provider/:code/:action',
      {
        bodyLimit: WALLET_BODY_LIMIT,
        // A studio's server calls here for small JSON, never a browser: no compression pass
        // over a 60-byte answer.
        compress: false,
        schema: {
          tags: ['providers'],
          summary: 'Seamless wallet: authenticate, balance, bet, win, rollback (signed)',
          description:
            '`X-Signature` = hex HMAC-SHA256(provider secret, raw body). Every business ' +
            'outcome is HTTP 200 with `status`, `balance` and `currency`; see docs/providers.md.',
          params: z.object({
            code: z.string().min(1).max(40),
            action: z.enum(WALLET_ACTIONS),
          }),
        },
      },
      async (request, reply) => {
        const signature = request.headers[SIGNATURE_HEADER];
        const result = await providersService.handleWalletCall(
          request.params.code,
          request.params.action,
          request.walletBody ?? Buffer.alloc(0),
          typeof signature === 'string' ? signature : '',
        );
        return reply
          .code(result.httpStatus)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          .send(result.body);
      },
    );
  };
}

/** Back office: providers on the seamless wallet (`providers.manage`). */
export function providerAdminRoutes({
  providersService,
}: {
  providersService: ProvidersService;
}): RoutesPlugin {
  const { registry } = providersService;
  return async (app) => {
    app.get(
      '/admin/providers',
      {
        schema: {
          tags: ['admin'],
          summary: 'Providers on the seamless wallet (secrets never shown)',
          ...secured,
          response: {
            200: z.object({ providers: z.array(providerViewSchema) }),
            ...ERROR_RESPONSES,
          },
        },
      },
      async (request) => {
        requirePermission(request, 'providers.manage');
        return { providers: await registry.list() };
      },
    );
    app.post(
      '/admin/providers',
      {
        schema: {
          tags: ['admin'],
          summary: 'Register a provider: code, name, HMAC secret, launch URL',
          ...secured,
          body: providerCreateSchema,
          response: { 200: providerViewSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const staff = requirePermission(request, 'providers.manage');
        const { launch_url: launchUrl, ...rest } = request.body;
        return registry.create({ ...rest, launchUrl }, staff);
      },
    );
    app.patch(
      '/admin/providers/:code',
      {
        schema: {
          tags: ['admin'],
          summary: "Change a provider's secret or launch URL, or switch it off or on",
          ...secured,
          params: z.object({ code: z.string().min(1).max(40) }),
          body: providerUpdateSchema,
          response: { 200: providerViewSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const staff = requirePermission(request, 'providers.manage');
        const { launch_url: launchUrl, secret, enabled } = request.body;
        return registry.update(
          request.params.code,
          {
            ...(launchUrl !== undefined ? { launchUrl } : {}),
            ...(secret !== undefined ? { secret } : {}),
            ...(enabled !== undefined ? { enabled } : {}),
          },
          staff,
        );
      },
    );
    app.post(
      '/admin/providers/:code/rotate-secret',
      {
        schema: {
          tags: ['admin'],
          summary: 'Draw a new secret for a provider: shown in this answer only, never again',
          ...secured,
          params: z.object({ code: z.string().min(1).max(40) }),
          response: { 200: providerSecretResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        const staff = requirePermission(request, 'providers.manage');
        const rotated = await registry.rotateSecret(request.params.code, staff);
        // The secret is in this body alone: no cache on the way may keep it.
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const, ...rotated };
      },
    );
  };
}
