import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { RuntimeConfig } from './runtime-config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { listDemoContentImages } from './seeding/demo-content';
import { createBackOfficeServices } from './compose.back-office';
import { casinoJobs } from './jobs/jobs';
import { createAuditTrail } from './modules/audit/audit.service';
import { createAuthService } from './modules/auth/auth.service';
import { createChatRepository } from './modules/chat/chat.repository';
import { createChatService } from './modules/chat/chat.service';
import { createBroadcastingService } from './modules/broadcasting/broadcasting.service';
import { createContentRepository } from './modules/content/content.repository';
import { createContentService } from './modules/content/content.service';
import { createGamesRepository } from './modules/games/games.repository';
import { createGamesService } from './modules/games/games.service';
import { createGamelistsRepository } from './modules/gamelists/gamelists.repository';
import { createGamelistsService } from './modules/gamelists/gamelists.service';
import { createLedgerRepository } from './modules/ledger/ledger.repository';
import { createLedgerService } from './modules/ledger/ledger.service';
import { createBonusesRepository } from './modules/bonuses/bonuses.repository';
import { createBonusesService } from './modules/bonuses/bonuses.service';
import { createVipRepository } from './modules/vip/vip.repository';
import { createVipService } from './modules/vip/vip.service';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createLivefeedRepository } from './modules/livefeed/livefeed.repository';
import { createLivefeedService } from './modules/livefeed/livefeed.service';
import { createOriginalsService } from './modules/originals/originals.service';
import { prepareInstall } from './seeding/prepare-install';
import { createProvidersService } from './modules/providers/providers.service';
import { createHealthService } from './modules/health/health.service';
import { createMailRepository } from './modules/mail/mail.repository';
import { createMailService } from './modules/mail/mail.service';
import { createMediaService } from './modules/media/media.service';
import { createRatesService } from './modules/rates/rates.service';
import { createSeoService } from './modules/seo/seo.service';
import { createTwoFactorRepository } from './modules/twofactor/twofactor.repository';
import { createSecretBox } from './modules/twofactor/twofactor.secrets';
import { createTwoFactorService } from './modules/twofactor/twofactor.service';
import { createWalletRepository } from './modules/wallet/wallet.repository';
import { createWalletService } from './modules/wallet/wallet.service';
import { onrampWidgetUrl } from './modules/wallet/deposits/deposits.onramp';
import { createUsersRepository } from './modules/users/users.repository';
import { DEFAULT_DOCUMENT_LIMITS } from './modules/users/users.documents';
import { createUsersService } from './modules/users/users.service';
import { createProfileCache } from './modules/users/users.profile-cache';
import { createSessionCache } from './modules/users/users.session-cache';
import { toLocale } from '@casino/contracts';
import { createRedisCacheBus, type CacheBus } from './platform/cache-bus';
import { createDomainCaches } from './platform/domain-caches';
import { createEventBus, type EventBus } from './platform/events';
import type { Logger } from './platform/logger';
import { createRateLimits, type Limits } from './platform/rate-limit';
import { createDiskStorage } from './platform/storage';

export type { RuntimeConfig } from './runtime-config';

/** Composition root: database -> repositories -> services. Nothing else wires dependencies. */
export function createServices(
  database: DatabaseHandle,
  config: RuntimeConfig,
  logger: Logger,
  options: {
    redis?: Redis | null;
    limits?: Limits;
    events?: EventBus;
    /** Cache invalidations between nodes (Redis); none on one node. */
    cacheBus?: CacheBus | null;
  } = {},
) {
  const { db } = database;
  const events =
    options.events ??
    createEventBus((error) => logger.error({ err: error }, 'a domain event listener failed'));
  // Hot reads per node under a version per domain, sessions for a few seconds (decision 028).
  const caches = createDomainCaches({ db, bus: options.cacheBus ?? null });
  // Every staff action is recorded in the transaction of its change (issue 17).
  const audit = createAuditTrail(db);
  const ledgerService = createLedgerService({
    db,
    ledgerRepository: createLedgerRepository(db, { prepared: database.prepared }),
    events,
  });
  const usersService = createUsersService({
    usersRepository: createUsersRepository(db, { prepared: database.prepared }),
    sessionCache: createSessionCache({ bus: options.cacheBus ?? null }),
    profileCache: createProfileCache({ bus: options.cacheBus ?? null }),
    storage: createDiskStorage(path.join(config.DATA_DIR, 'uploads')),
    audit,
    appUrl: config.APP_URL,
    documentLimits: {
      maxBytes: config.UPLOAD_MAX_BYTES ?? DEFAULT_DOCUMENT_LIMITS.maxBytes,
      maxFiles: config.UPLOAD_MAX_FILES_PER_PLAYER ?? DEFAULT_DOCUMENT_LIMITS.maxFiles,
    },
    // rateLimits is made below; this runs per request, long after (as limitTip).
    limitPasswordCheck: (userId) => rateLimits.consumeForUser('passwordCheck', userId),
    events,
    funds: {
      getFunds: (userId, currency) => ledgerService.getPlayerFunds(userId, currency),
      getBalance: (userId) => ledgerService.balanceInProfileCurrency(userId),
      hasFunds: (userId, currency) => ledgerService.hasFunds(userId, currency),
    },
  });
  // TOTP secrets sealed with TWO_FACTOR_KEY; rateLimits (made below) counts wrong codes.
  const twoFactorService = createTwoFactorService({
    twoFactorRepository: createTwoFactorRepository(db),
    usersService,
    secretBox: createSecretBox(config.TWO_FACTOR_KEY || randomBytes(32).toString('hex')),
    issuer: config.APP_NAME,
    attempt: (userId, ip) =>
      rateLimits.attempt('twoFactor', ip, String(userId), { perAccount: true }),
    requireForStaff: config.APP_MODE === 'live',
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
    twoFactorService,
    appUrl: config.APP_URL,
    appName: config.APP_NAME,
    socialLogin: { enabled: config.SOCIAL_LOGIN_ENABLED, providers: [] },
  });
  const gamesService = createGamesService({
    gamesRepository: createGamesRepository(db),
    cache: caches.forDomain('catalog'),
    audit,
  });
  const mediaService = createMediaService({
    dataDir: config.DATA_DIR,
    findGameById: (id) => gamesService.findGame(id),
    findGameBySlug: (slug) => gamesService.findGameBySlug(slug),
    async isProviderLogo(url) {
      return (await gamesService.listProviders()).some((provider) => provider.logo === url);
    },
    // Demo content's pictures are drawn for it; a live casino draws none (its files are real).
    contentImages: new Set(config.APP_MODE === 'live' ? [] : listDemoContentImages()),
    ...(config.IMAGE_CACHE_MAX_BYTES ? { cacheMaxBytes: config.IMAGE_CACHE_MAX_BYTES } : {}),
  });
  // One content cache: the back office's changes refresh the public lists it serves.
  const contentCache = caches.forDomain('content');
  const contentService = createContentService({
    contentRepository: createContentRepository(db),
    cache: contentCache,
  });
  const ratesService = createRatesService({
    apiUrl: config.RATES_API_URL,
    maxAgeMs: config.RATES_MAX_AGE_SECONDS * 1000,
    // Live mode prices money and the calculator from fresh rates only, never the offline table.
    live: config.APP_MODE === 'live',
    logger,
  });
  const bonusesService = createBonusesService({
    bonusesRepository: createBonusesRepository(db),
    getUser: (principal) => usersService.getUser(principal),
    findCurrency: async (userId) => (await usersService.findById(userId))?.currency ?? null,
    ledger: ledgerService,
    events,
    logger,
    gameTypeOf: (gameId) => gamesService.gameTypeOf(gameId),
    audit,
    findGame: async (gameId) => {
      const game = await gamesService.findGame(gameId);
      return game ? { name: game.name, original: game.original } : null;
    },
  });
  bonusesService.subscribe();
  const vipService = createVipService({
    vipRepository: createVipRepository(db),
    audit,
    ledger: ledgerService,
    events,
    logger,
    // Levels in every language (content's cache): a level-up is told in the player's.
    listLevels: async () => {
      const [en, es, zhCN] = await Promise.all(
        (['en', 'es', 'zh-CN'] as const).map((locale) => contentService.listVipLevels(locale)),
      );
      return { en: en!, es: es!, 'zh-CN': zhCN! };
    },
    cashback: {
      base_percent: config.CASHBACK_BASE_PERCENT ?? 10,
      max_percent: config.CASHBACK_MAX_PERCENT ?? 30,
      paid_as: config.CASHBACK_PAID_AS ?? 'cash',
      wagering_multiple: config.CASHBACK_WAGERING ?? 1,
      bonus_days: config.CASHBACK_BONUS_DAYS ?? 7,
    },
    grantCashbackBonus: (grant, terms) =>
      bonusesService.grantCashback(grant, {
        wageringMultiple: terms.wagering_multiple,
        validDays: terms.bonus_days,
      }),
  });
  vipService.subscribe();
  const walletService = createWalletService({
    walletRepository: createWalletRepository(db),
    // spec §5: a running bonus blocks withdrawals.
    hasActiveBonus: (userId) => bonusesService.hasActiveBonus(userId),
    // A claimed deposit bonus is funded by the deposit that qualifies, in its transaction.
    onDepositCredited: (unit, deposit) => bonusesService.creditOnDeposit(unit, deposit),
    ledgerService,
    usersService,
    ratesService,
    coinsCache: caches.forDomain('coins'),
    events,
    logger,
    webhookSecrets: { generic: config.PAYMENT_WEBHOOK_SECRET },
    onrampUrl: config.ONRAMP_WIDGET_URL
      ? onrampWidgetUrl(config.ONRAMP_WIDGET_URL, config.ONRAMP_GATEWAYS)
      : undefined,
    isLive: config.APP_MODE === 'live',
    audit,
    fourEyesAbove: (config.WITHDRAWAL_FOUR_EYES_ABOVE ?? 1000) * 100,
    // Tips per account and minute (USER_LIMITS.tip). rateLimits is made below; this runs per
    // request, long after. Replays of an answered tip are not counted.
    limitTip: (userId) => rateLimits.consumeForUser('tip', userId),
    confirmTwoFactor: (userId, code, ip) =>
      twoFactorService.confirm(userId, code, ip, { field: 'two_factor_code' }),
    // Game transactions name their game (issue 13), in one catalog query a page.
    findGameNames: (refs) => gamesService.findGameNames(refs),
  });
  const notificationsService = createNotificationsService({
    audit,
    notificationsRepository: createNotificationsRepository(db),
    listPlayerIds: () => usersService.listPlayerIds(),
    async findLocale(userId) {
      return toLocale((await usersService.findById(userId))?.locale);
    },
    events,
    logger,
  });
  notificationsService.subscribe();
  const chatService = createChatService({
    chatRepository: createChatRepository(db),
    listAgentIds: () => usersService.listAgentIds(),
    findUser: (userId) => usersService.findById(userId),
    events,
  });
  const livefeedService = createLivefeedService({
    livefeedRepository: createLivefeedRepository(db, { prepared: database.prepared }),
    events,
    logger,
    findGame: (name, gameId) =>
      gameId === undefined ? gamesService.findOriginalGame(name) : gamesService.findGame(gameId),
    ...(config.LIVEFEED_HIGH_AMOUNT ? { highAmount: config.LIVEFEED_HIGH_AMOUNT * 100 } : {}),
  });
  livefeedService.subscribe();
  const gamelistsService = createGamelistsService({
    gamelistsRepository: createGamelistsRepository(db),
    gamesService,
    events,
    logger,
  });
  gamelistsService.subscribe();
  const originalsService = createOriginalsService({
    db,
    ledgerService,
    usersService,
    events,
    logger,
    bonusMoney: bonusesService.money,
    audit,
  });
  const providersService = createProvidersService({
    db,
    prepared: database.prepared,
    ledgerService,
    usersService,
    gamesService,
    events,
    appUrl: config.APP_URL,
    isLive: config.APP_MODE === 'live',
    sessionTtlMinutes: config.GAME_SESSION_TTL_MINUTES ?? 120,
    freeRoundsOf: (userId, gameId, currency) =>
      bonusesService.freeRoundsOf(userId, gameId, currency),
    audit,
  });
  const seoService = createSeoService({ appUrl: config.APP_URL, gamesService, contentService });
  const backOffice = createBackOfficeServices(db, {
    dataDir: config.DATA_DIR,
    audit,
    contentCache,
    usersService,
    ledgerService,
    gamesService,
    endGameSessions: (userId, tx) => providersService.endGameSessions(userId, tx),
    content: {
      // Staff may point a coin's picture at an uploaded one: it is then never deleted.
      isImageUsedElsewhere: async (url) =>
        (await walletService.listCoins()).some((coin) => coin.coin_image === url),
      logger,
    },
    system: {
      connection: database.connection,
      jobs: casinoJobs({ bonusesService, usersService, vipService }),
      logger,
    },
  });
  const { ping: pingDatabase, driver } = database;
  const healthService = createHealthService({ pingDatabase, driver });
  const broadcastingService = createBroadcastingService({
    appKey: config.PUSHER_APP_KEY ?? 'casino-key',
    appSecret: config.PUSHER_APP_SECRET ?? randomBytes(32).toString('hex'),
    canJoinGroup: chatService.canJoinGroup,
    events,
    async findMemberInfo(userId) {
      const row = await usersService.findById(userId);
      return row ? { name: row.name, photo_url: row.photoUrl } : null;
    },
  });
  const rateLimits = createRateLimits({
    redis: options.redis ?? null,
    ...(options.limits ? { limits: options.limits } : {}),
  });
  return {
    events,
    audit,
    bonusesService,
    vipService,
    ledgerService,
    usersService,
    mailService,
    authService,
    twoFactorService,
    gamesService,
    mediaService,
    contentService,
    livefeedService,
    gamelistsService,
    originalsService,
    providersService,
    ratesService,
    walletService,
    notificationsService,
    chatService,
    seoService,
    ...backOffice,
    healthService,
    broadcastingService,
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
  options: { inMemory?: boolean; limits?: Limits; share?: 'serve' | 'join' } = {},
): Promise<Runtime> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: options.inMemory ? null : config.DATA_DIR,
    ...(options.share ? { share: options.share } : {}),
  });
  await database.migrate();
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 })
    : null;
  const cacheBus = redis ? await createRedisCacheBus({ redis, logger }) : null;
  const services = createServices(database, config, logger, {
    redis,
    cacheBus,
    ...(options.limits ? { limits: options.limits } : {}),
  });
  await prepareInstall(database, services, config, logger);
  return {
    database,
    services,
    close: async () => {
      // Mail leaves in the background (same answer whether an account exists): finish it first.
      await services.mailService.settled();
      // Settled bets on their way into the live feed are written before the database closes.
      await services.livefeedService.settled();
      await services.gamelistsService.settled();
      // Wagers heard are recorded (and a bonus they complete released) before it closes.
      await services.bonusesService.settled();
      await services.vipService.settled();
      // The job sender, if a run was queued from here (the console or jobs:run).
      await services.systemService.close();
      services.mailService.close();
      await cacheBus?.close();
      redis?.disconnect();
      await database.close();
    },
  };
}
