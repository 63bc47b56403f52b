import type { DatabaseHandle } from '../db/client';
import type { Services } from '../compose';
import type { Logger } from '../platform/logger';
import type { RuntimeConfig } from '../runtime-config';
import { seedDemoContent, seedDemoFreeSpins, seedStructure } from './seed';
import { seedDemoStudio } from './seed-demo-studio';

/**
 * What every start makes sure of once the database is migrated: the coins, the catalog's
 * structure and the crash games; in demo mode the demo content and studio; and a warning while
 * deposits would go to the public demo keys.
 */
export async function prepareInstall(
  database: DatabaseHandle,
  services: Services,
  config: RuntimeConfig,
  logger: Logger,
): Promise<void> {
  // The supported coins exist on every install; their keys are the operator's to set.
  await services.walletService.ensureCoins();
  await seedStructure({ db: database.db, gamesService: services.gamesService });
  // The crash games exist everywhere; only demo mode makes their chains itself (issue 12).
  await services.originalsService.ensureGames({
    isDemo: Boolean(config.SEED_DEMO) && config.APP_MODE !== 'live',
  });
  // Demo content never reaches a live database (live-mode.ts refuses SEED_DEMO there too).
  if (config.SEED_DEMO && config.APP_MODE !== 'live') {
    await seedDemoContent({ db: database.db, logger, ...services });
    // The bundled demo studio, where it is configured (always from the environment's config;
    // test runtimes opt in).
    if (config.DEMO_PROVIDER_URL) {
      await seedDemoStudio({
        db: database.db,
        ...services,
        dataDir: config.DATA_DIR,
        demoProviderUrl: config.DEMO_PROVIDER_URL,
        logger,
      });
      await seedDemoFreeSpins({ db: database.db, ...services, logger });
    }
  }
  const demoKeyCoins = await services.walletService.listDemoKeyCoins();
  if (demoKeyCoins.length > 0) {
    logger.warn(
      { coins: demoKeyCoins },
      'deposit addresses come from the PUBLIC DEMO keys (anyone can spend them): set your own extended public keys before taking real deposits',
    );
  }
}
