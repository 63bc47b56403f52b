import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDemoContent } from './db/seed';
import { createContentRepository } from './modules/content/content.repository';
import { createContentService } from './modules/content/content.service';
import { createGamesRepository } from './modules/games/games.repository';
import { createGamesService } from './modules/games/games.service';
import { createHealthService } from './modules/health/health.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import type { Logger } from './platform/logger';

/** Composition root: database -> repositories -> services. Nothing else wires dependencies. */
export function createServices(database: DatabaseHandle) {
  const { db } = database;
  const usersService = createUsersService({ usersRepository: createUsersRepository(db) });
  const gamesService = createGamesService({ gamesRepository: createGamesRepository(db) });
  const contentService = createContentService({ contentRepository: createContentRepository(db) });
  const healthService = createHealthService({
    pingDatabase: database.ping,
    driver: database.driver,
  });
  return { usersService, gamesService, contentService, healthService };
}

export type Services = ReturnType<typeof createServices>;

export interface Runtime {
  database: DatabaseHandle;
  services: Services;
}

/** Opens the database, applies migrations, seeds demo content once when enabled. */
export async function composeRuntime(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'SEED_DEMO'>,
  logger: Logger,
  options: { inMemory?: boolean } = {},
): Promise<Runtime> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: options.inMemory ? null : config.DATA_DIR,
  });
  await database.migrate();
  const services = createServices(database);
  if (config.SEED_DEMO) {
    await seedDemoContent({ db: database.db, logger, ...services });
  }
  return { database, services };
}
