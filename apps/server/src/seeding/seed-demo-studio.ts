import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { DEMO_STUDIO_CATALOG_DIR } from '../paths';
import type { Database } from '../db/client';
import { appMeta } from '../db/meta.schema';
import type { Logger } from '../platform/logger';
import type { CatalogFeed } from '../modules/games/games.feed';
import type { GamesService } from '../modules/games/games.service';
import { DEMO_STUDIO } from '../modules/providers/providers.demo';
import type { ProvidersService } from '../modules/providers/providers.service';

/**
 * Demo mode plugs in the bundled demo studio the way an operator plugs in any studio:
 * provider:create with its code, secret and launch URL, then catalog:import of its feed, with
 * its art copied into storage. Run at every demo start, so the launch URL follows
 * DEMO_PROVIDER_URL and the catalog follows the studio's.
 */
export async function seedDemoStudio(deps: {
  db: Database;
  providersService: ProvidersService;
  gamesService: GamesService;
  dataDir: string;
  demoProviderUrl: string;
  logger: Logger;
}): Promise<void> {
  const feedFile = path.join(DEMO_STUDIO_CATALOG_DIR, 'demo-studio.json');
  const feed = JSON.parse(
    await readFile(feedFile, 'utf8').catch(() => 'null'),
  ) as CatalogFeed | null;
  if (!feed) {
    deps.logger.warn({ feedFile }, 'the demo studio catalog is missing: its games stay unlisted');
    return;
  }
  const { registry } = deps.providersService;
  const launchUrl = new URL('/launch', deps.demoProviderUrl).toString();
  const known = await registry.byCode(DEMO_STUDIO.code);
  if (!known) {
    await registry.create({
      code: DEMO_STUDIO.code,
      name: feed.provider,
      secret: DEMO_STUDIO.secret,
      launchUrl,
      isDemo: true,
    });
  } else if (known.launchUrl !== launchUrl) {
    await registry.update(DEMO_STUDIO.code, { launchUrl });
  }
  const games = await copyArt(path.join(deps.dataDir, 'storage', 'games'), feed);
  // The feed is imported again only when it changed (a new studio release).
  const version = createHash('sha256').update(JSON.stringify(games)).digest('hex');
  const [seen] = await deps.db.select().from(appMeta).where(eq(appMeta.key, MARKER));
  if (seen?.value === version) return;
  await deps.gamesService.importCatalog({ ...feed, games });
  await deps.db
    .insert(appMeta)
    .values({ key: MARKER, value: version })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: version, updatedAt: new Date() } });
}

const MARKER = 'demo_studio_feed';

/** The studio's SVG art as WebP under storage/games/demo-studio (never served as SVG). */
async function copyArt(gamesDir: string, feed: CatalogFeed): Promise<CatalogFeed['games']> {
  const artDir = path.join(DEMO_STUDIO_CATALOG_DIR, 'art');
  const files = new Set(await readdir(artDir).catch(() => [] as string[]));
  await mkdir(path.join(gamesDir, DEMO_STUDIO.code), { recursive: true });
  return Promise.all(
    feed.games.map(async (game) => {
      const file = game.thumbnail ? path.basename(game.thumbnail) : '';
      if (!file.endsWith('.svg') || !files.has(file)) return game;
      const webp = `${DEMO_STUDIO.code}/${file.replace(/\.svg$/, '.webp')}`;
      const source = path.join(artDir, file);
      const target = path.join(gamesDir, webp);
      const [from, to] = await Promise.all([stat(source), stat(target).catch(() => null)]);
      if (!to || to.mtimeMs < from.mtimeMs) {
        await writeFile(
          target,
          await sharp(await readFile(source))
            .webp({ quality: 84 })
            .toBuffer(),
        );
      }
      return { ...game, thumbnail: webp, image: webp };
    }),
  );
}
