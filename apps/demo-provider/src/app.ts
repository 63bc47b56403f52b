import Fastify, { type FastifyInstance } from 'fastify';
import { registerAdminRoutes } from './admin.routes';
import { createCasinoClient, type CasinoClient } from './casino-client';
import { buildClientAssets } from './client-assets';
import type { StudioConfig } from './config';
import { createDemoWallet, type DemoWallet } from './demo-wallet';
import type { Rng } from './engines/rng';
import { InvalidBetError } from './games';
import { registerLaunchRoutes } from './launch.routes';
import { toLang, translate } from './messages';
import { createPlayService, PlayError } from './play';
import { RequestValidationError, UnknownGameError, registerPlayRoutes } from './play.routes';
import { PAGE_BODY_LIMIT } from './play.schema';
import { openRoundStore, type RoundStore } from './rounds';

/**
 * Builds the studio: its round record, its casino client, its play service and its HTTP
 * routes. Tests pass their own client, store or RNG; main.ts passes only the config.
 */

export interface StudioOptions {
  config: StudioConfig;
  client?: CasinoClient;
  store?: RoundStore;
  demo?: DemoWallet;
  rng?: Rng;
  /** How long a play request waits for the casino to confirm its win. */
  settleWaitMs?: number;
  /** Fastify's logger setting; the config's level by default. */
  logger?: boolean | { level: string };
}

export interface Studio {
  app: FastifyInstance;
  /** The record of every real-money round (also at GET /admin/rounds). */
  store: RoundStore;
  client: CasinoClient;
  close(): Promise<void>;
}

/** CSP: only our own files, no inline script, and only the casino may frame the pages. */
function securityHeaders(casinoOrigin: string): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      `frame-ancestors ${casinoOrigin}`,
    ].join('; '),
    'x-content-type-options': 'nosniff',
    // The launch URL carries the session token: never send it on as a referrer.
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
  };
}

export async function buildStudio(options: StudioOptions): Promise<Studio> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: PAGE_BODY_LIMIT,
    // The page API takes small JSON bodies only; one reading of the body, bounded in time.
    requestTimeout: 60_000,
  });
  const store = options.store ?? openRoundStore(config.STUDIO_DATA_DIR);
  const client =
    options.client ??
    createCasinoClient({
      casinoUrl: config.CASINO_URL,
      providerCode: config.PROVIDER_CODE,
      secret: config.PROVIDER_SECRET,
      logger: app.log,
    });
  const play = createPlayService({
    client,
    store,
    demo: options.demo ?? createDemoWallet(),
    rng: options.rng,
    settleWaitMs: options.settleWaitMs,
    logger: app.log,
  });
  const assets = await buildClientAssets();

  const headers = securityHeaders(config.CASINO_PUBLIC_URL);
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });

  app.setErrorHandler((error, request, reply) => {
    const lang = toLang((request.body as { lang?: unknown } | undefined)?.lang);
    if (error instanceof PlayError) {
      return reply.code(error.statusCode).send({
        error: error.code,
        message: translate(lang, error.code),
        ...(error.balance === undefined ? {} : { balance: error.balance }),
      });
    }
    if (error instanceof InvalidBetError) {
      return reply.code(400).send({
        error: 'INVALID_BET',
        message: translate(lang, 'INVALID_BET', { reason: error.reason }),
      });
    }
    if (error instanceof RequestValidationError) {
      return reply.code(400).send({
        error: 'INVALID_REQUEST',
        message: translate(lang, 'INVALID_REQUEST'),
        issues: error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        })),
      });
    }
    if (error instanceof UnknownGameError) {
      return reply
        .code(404)
        .send({ error: 'UNKNOWN_GAME', message: translate(lang, 'UNKNOWN_GAME') });
    }
    const statusCode = (error as { statusCode?: number }).statusCode ?? 500;
    if (statusCode === 413) {
      return reply.code(413).send({ error: 'TOO_LARGE', message: translate(lang, 'TOO_LARGE') });
    }
    if (statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send({
        error: 'INVALID_REQUEST',
        message: translate(lang, 'INVALID_REQUEST'),
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'INTERNAL', message: 'Internal Server Error' });
  });

  registerLaunchRoutes(app, config, assets);
  registerPlayRoutes(app, play);
  registerAdminRoutes(app, config.PROVIDER_SECRET, store);

  return {
    app,
    store,
    client,
    async close() {
      // In-flight rounds finish first (their wins are still being retried), then the loops stop.
      await app.close();
      client.close();
    },
  };
}
