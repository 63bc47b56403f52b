import path from 'node:path';
import { Redis } from 'ioredis';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDemoContent } from './db/seed';
import { createAuthService } from './modules/auth/auth.service';
import { createContentRepository } from './modules/content/content.repository';
import { createContentService } from './modules/content/content.service';
import { createGamesRepository } from './modules/games/games.repository';
import { createGamesService } from './modules/games/games.service';
import { createLivefeedRepository } from './modules/livefeed/livefeed.repository';
import { createLivefeedService } from './modules/livefeed/livefeed.service';
import { createHealthService } from './modules/health/health.service';
import { createMailRepository } from './modules/mail/mail.repository';
import { createMailService } from './modules/mail/mail.service';
import { createMediaService } from './modules/media/media.service';
import { createSeoService } from './modules/seo/seo.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import type { Logger } from './platform/logger';
import { createRateLimits, type Limits } from './platform/rate-limit';
import { createDiskStorage } from './platform/storage';

export type RuntimeConfig = Pick<
  Config,
  | 'DATABASE_URL'
  | 'DATA_DIR'
  | 'SEED_DEMO'
  | 'APP_URL'
  | 'APP_NAME'
  | 'SMTP_URL'
  | 'SMTP_FROM'
  | 'SOCIAL_LOGIN_ENABLED'
  | 'REDIS_URL'
>;

/** Composition root: database -> repositories -> services. Nothing else wires dependencies. */
export function createServices(
  database: DatabaseHandle,
  config: RuntimeConfig,
  logger: Logger,
  options: { redis?: Redis | null; limits?: Limits } = {},
) {
  const { db } = database;
  const usersService = createUsersService({
    usersRepository: createUsersRepository(db),
    storage: createDiskStorage(path.join(config.DATA_DIR, 'uploads')),
    appUrl: config.APP_URL,
  });
  const mailService = createMailService({
    smtpUrl: config.SMTP_URL,
    from: config.SMTP_FROM,
    mailRepository: createMailRepository(db),
    logger,
  });
  const authService = createAuthService({
    usersService,
    mailService,
    logger,
    appUrl: config.APP_URL,
    appName: config.APP_NAME,
    socialLogin: { enabled: config.SOCIAL_LOGIN_ENABLED, providers: [] },
  });
  const gamesService = createGamesService({ gamesRepository: createGamesRepository(db) });
  const mediaService = createMediaService({
    dataDir: config.DATA_DIR,
    findGameById: (id) => gamesService.findGame(id),
    findGameBySlug: (slug) => gamesService.findGameBySlug(slug),
  });
  const contentService = createContentService({ contentRepository: createContentRepository(db) });
  const livefeedService = createLivefeedService({
    livefeedRepository: createLivefeedRepository(db),
  });
  const seoService = createSeoService({ appUrl: config.APP_URL, gamesService, contentService });
  const healthService = createHealthService({
    pingDatabase: database.ping,
    driver: database.driver,
  });
  const rateLimits = createRateLimits({
    redis: options.redis ?? null,
    ...(options.limits ? { limits: options.limits } : {}),
  });
  return {
    usersService,
    mailService,
    authService,
    gamesService,
    mediaService,
    contentService,
    livefeedService,
    seoService,
    healthService,
    rateLimits,
  };
}

export type Services = ReturnType<typeof createServices>;

export interface Runtime {
  database: DatabaseHandle;
  services: Services;
  close(): Promise<void>;
}

/** Opens the database, applies migrations, seeds demo content once when enabled. */
export async function composeRuntime(
  config: RuntimeConfig,
  logger: Logger,
  options: { inMemory?: boolean; limits?: Limits } = {},
): Promise<Runtime> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: options.inMemory ? null : config.DATA_DIR,
  });
  await database.migrate();
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 })
    : null;
  const services = createServices(database, config, logger, {
    redis,
    ...(options.limits ? { limits: options.limits } : {}),
  });
  if (config.SEED_DEMO) {
    await seedDemoContent({ db: database.db, logger, ...services });
  }
  return {
    database,
    services,
    close: async () => {
      services.mailService.close();
      redis?.disconnect();
      await database.close();
    },
  };
}
