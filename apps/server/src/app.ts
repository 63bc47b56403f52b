import type { ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { cspNonceOf } from './platform/csp-nonce';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Services } from './compose';
import type { Config } from './config';
import { authRoutes } from './modules/auth/auth.routes';
import { broadcastingRoutes } from './modules/broadcasting/broadcasting.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { contentRoutes } from './modules/content/content.routes';
import { gamesRoutes } from './modules/games/games.routes';
import { gamelistsRoutes } from './modules/gamelists/gamelists.routes';
import { healthRoutes } from './modules/health/health.routes';
import { devMailRoutes } from './modules/mail/mail.routes';
import { livefeedRoutes } from './modules/livefeed/livefeed.routes';
import { originalsRoutes } from './modules/originals/originals.routes';
import {
  launchRoutes,
  providerAdminRoutes,
  providerWalletRoutes,
} from './modules/providers/providers.routes';
import { mediaRoutes, storageRoutes } from './modules/media/media.routes';
import { ratesRoutes } from './modules/rates/rates.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { usersRoutes } from './modules/users/users.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { authPlugin } from './platform/auth';
import { errorHandlerPlugin, sendRouteNotFound } from './platform/error-handler';
import type { Logger } from './platform/logger';
import type { WebApp } from './web/ssr';

export type AppConfig = Pick<
  Config,
  | 'APP_URL'
  | 'APP_NAME'
  | 'BODY_LIMIT_BYTES'
  | 'TRUST_PROXY'
  | 'WS_PORT'
  | 'ONRAMP_WIDGET_URL'
  | 'isProduction'
  | 'isLive'
>;

/** Builds the HTTP app: platform plugins, then module routes, then error handlers. */
export async function buildApp(options: {
  config: AppConfig;
  services: Services;
  logger: Logger;
  web?: WebApp;
}) {
  const { config, services } = options;
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: toTrustProxy(config.TRUST_PROXY),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);

  const isHttps = new URL(config.APP_URL).protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonceOf(res as ServerResponse)}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The websocket server listens on its own port, so it is another origin: APP_URL's host
        // on WS_PORT, never the request's Host header, which the client chooses (issue 11).
        connectSrc: [
          "'self'",
          `${isHttps ? 'wss' : 'ws'}://${new URL(config.APP_URL).hostname}:${config.WS_PORT}`,
        ],
        // The Buy Crypto tab embeds the operator's on-ramp widget (spec §2); the game page
        // frames the registered providers' launch URLs (issue 13), read fresh per response.
        frameSrc: [
          "'self'",
          ...(config.ONRAMP_WIDGET_URL ? [new URL(config.ONRAMP_WIDGET_URL).origin] : []),
          () => services.providersService.registry.frameOrigins().join(' ') || "'self'",
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: isHttps,
    // Same-origin requests keep their referrer, so browsers send a real Origin on form posts
    // (the web app's cross-site check reads it); other sites never see our URLs (reset links).
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: [new URL(config.APP_URL).origin],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  // Pages, scripts, styles and API answers travel compressed (brotli or gzip, as the browser
  // accepts). Brotli at quality 5: most of quality 11's gain at a fraction of the CPU per response.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // spec §7: the client may send a form body where JSON is expected; read both.
  await app.register(formbody);
  // A POST without a body means "all defaults" (the spec's client often sends none).
  app.addHook('preValidation', async (request) => {
    if (request.body == null && ['POST', 'PUT', 'PATCH'].includes(request.method))
      request.body = {};
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.APP_NAME} API`,
        version: '1.0.0',
        description:
          'Every call of the casino. Errors answer `{message, code, errors}` in the Accept-Language locale.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(authPlugin, {
        resolveToken: (token) => services.usersService.resolveToken(token),
      });
      // Identity documents are the only upload: one small form, one file up to UPLOAD_MAX_BYTES.
      await api.register(multipart, {
        throwFileSizeLimit: true,
        limits: {
          fileSize: services.usersService.documentLimits.maxBytes,
          files: 1,
          fields: 4,
          fieldSize: 1024,
          parts: 6,
        },
      });
      await api.register(healthRoutes(services));
      await api.register(authRoutes(services));
      await api.register(usersRoutes(services));
      await api.register(gamesRoutes(services));
      await api.register(gamelistsRoutes(services));
      await api.register(contentRoutes(services));
      await api.register(livefeedRoutes(services));
      await api.register(originalsRoutes(services));
      await api.register(launchRoutes(services));
      await api.register(providerWalletRoutes(services));
      await api.register(providerAdminRoutes(services));
      await api.register(ratesRoutes(services));
      await api.register(walletRoutes(services));
      await api.register(notificationsRoutes(services));
      await api.register(mediaRoutes(services));
      await api.register(broadcastingRoutes(services));
      await api.register(chatRoutes(services));
      // Unknown API paths answer JSON, before the web app's catch-all could render HTML.
      api.all('/*', sendRouteNotFound);
      api.setNotFoundHandler(sendRouteNotFound);
    },
    { prefix: '/api' },
  );

  await app.register(storageRoutes(services));
  await app.register(seoRoutes(services));

  // The development outbox (mail sent without SMTP_URL, readable in a browser) is part of the
  // demo; a live casino has no such page.
  if (!config.isLive) await app.register(devMailRoutes(services));

  if (options.web) {
    await app.register(options.web.plugin);
  } else {
    app.setNotFoundHandler(sendRouteNotFound);
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * TRUST_PROXY: a hop count trusts that many proxies in front (the address they saw is the
 * client's), a list trusts only those addresses; never every X-Forwarded-For.
 */
function toTrustProxy(setting: AppConfig['TRUST_PROXY']) {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}
