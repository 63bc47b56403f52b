import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { cspNonceOf } from './platform/csp-nonce';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Services } from './compose';
import type { Config } from './config';
import { authRoutes } from './modules/auth/auth.routes';
import { broadcastingRoutes } from './modules/broadcasting/broadcasting.routes';
import { playersRoutes } from './modules/players/players.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { gamesAdminRoutes } from './modules/games/games.admin.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { contentRoutes } from './modules/content/content.routes';
import { contentAdminRoutes } from './modules/content/content.admin.routes';
import { gamesRoutes } from './modules/games/games.routes';
import { gamelistsRoutes } from './modules/gamelists/gamelists.routes';
import { healthRoutes } from './modules/health/health.routes';
import { devMailRoutes } from './modules/mail/mail.routes';
import { livefeedRoutes } from './modules/livefeed/livefeed.routes';
import { originalsRoutes } from './modules/originals/originals.routes';
import { originalsAdminRoutes } from './modules/originals/originals.admin.routes';
import { systemRoutes } from './modules/system/system.routes';
import {
  launchRoutes,
  providerAdminRoutes,
  providerWalletRoutes,
} from './modules/providers/providers.routes';
import { mediaRoutes, storageRoutes } from './modules/media/media.routes';
import { ratesRoutes } from './modules/rates/rates.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { bonusesRoutes } from './modules/bonuses/bonuses.routes';
import { vipRoutes } from './modules/vip/vip.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { usersRoutes } from './modules/users/users.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { twoFactorRoutes } from './modules/twofactor/twofactor.routes';
import { authPlugin } from './platform/auth';
import { memoizingSerializerCompiler } from './platform/serializer';
import { errorHandlerPlugin, sendRouteNotFound } from './platform/error-handler';
import { RequestLogController, type Logger } from './platform/logger';
import {
  answerHeadersOf,
  createContentSecurityPolicy,
  DOCUMENT_HEADERS,
} from './platform/security-headers';
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
    logController: new RequestLogController(options.logger),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoizingSerializerCompiler);

  // The web app's built files first: nothing below (CORS, compression, auth) runs for them.
  if (options.web?.serveFile) app.addHook('onRequest', options.web.serveFile);

  await app.register(errorHandlerPlugin);

  // Security headers made once (decision 027): every answer gets the same few, an HTML page
  // adds the document headers and its Content-Security-Policy with the response's nonce.
  const answerHeaders = answerHeadersOf(config.APP_URL);
  const pageHeaders = { ...answerHeaders, ...DOCUMENT_HEADERS };
  const contentSecurityPolicy = createContentSecurityPolicy({
    appUrl: config.APP_URL,
    wsPort: config.WS_PORT,
    onrampWidgetUrl: config.ONRAMP_WIDGET_URL,
    frameOrigins: () => services.providersService.registry.frameOrigins(),
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      reply.headers(pageHeaders);
      reply.header('content-security-policy', contentSecurityPolicy(cspNonceOf(reply.raw)));
    } else {
      reply.headers(answerHeaders);
    }
    done(null, payload);
  });
  await app.register(cors, {
    origin: [new URL(config.APP_URL).origin],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  // Pages and API answers travel compressed (brotli or gzip, as the browser accepts). Brotli at
  // quality 5: most of quality 11's gain at a fraction of the CPU per response. Scripts, styles
  // and images never come here: the build compressed them once (web/static-files.ts).
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
        // Live mode marks staff without 2FA: the back office refuses them (issue 18).
        resolveToken: async (token) =>
          services.twoFactorService.markStaff(await services.usersService.resolveToken(token)),
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
      await api.register(twoFactorRoutes(services));
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
      await api.register(bonusesRoutes(services));
      await api.register(vipRoutes(services));
      await api.register(reportsRoutes(services));
      await api.register(mediaRoutes(services));
      await api.register(broadcastingRoutes(services));
      await api.register(chatRoutes(services));
      await api.register(auditRoutes(services));
      await api.register(playersRoutes(services));
      await api.register(staffRoutes(services));
      await api.register(gamesAdminRoutes(services));
      await api.register(contentAdminRoutes(services));
      await api.register(originalsAdminRoutes(services));
      await api.register(systemRoutes(services));
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
