import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found from this file upwards: the same answer
 * whether the code runs from its sources (src/, through tsx) or compiled into dist/. Every
 * folder the server reads at run time is named from here.
 */
function findServerDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server not found above the running code');
    dir = parent;
  }
  return dir;
}

export const SERVER_DIR = findServerDir();
/** The SQL migrations (drizzle-kit's output). */
export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');
/** The web app (apps/web) and its production build. */
export const WEB_DIR = path.join(SERVER_DIR, '..', 'web');
export const WEB_BUILD_DIR = path.join(WEB_DIR, 'build');
/** The bundled demo studio's catalog feed and art (apps/demo-provider/catalog). */
export const DEMO_STUDIO_CATALOG_DIR = path.join(SERVER_DIR, '..', 'demo-provider', 'catalog');
/** The demo content's data files (seeded in demo mode by src/seeding/). */
export const SEED_DIR = path.join(SERVER_DIR, 'seed');
/** The modules' own SQL functions: src/modules/<module>/sql/*.sql (db/owned-sql.ts). */
export const MODULES_DIR = path.join(SERVER_DIR, 'src', 'modules');
