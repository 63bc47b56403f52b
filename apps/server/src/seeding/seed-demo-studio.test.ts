import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { games, providers } from '../modules/games/games.schema';
import { DEMO_STUDIO } from '../modules/providers/providers.demo';
import { DEMO_STUDIO_URL, testLogger } from '../test/harness';
import { seedDemoStudio } from './seed-demo-studio';
import { useTestApp } from '../test/suite';

const { t } = useTestApp({ config: { DEMO_PROVIDER_URL: DEMO_STUDIO_URL } });

const seedAgain = (demoProviderUrl: string) =>
  seedDemoStudio({
    db: t.runtime.database.db,
    ...t.runtime.services,
    dataDir: t.dataDir,
    demoProviderUrl,
    logger: testLogger,
  });

describe('the bundled demo studio in demo mode', () => {
  it('is registered like any provider: its code, its public demo secret, a launch URL under DEMO_PROVIDER_URL', async () => {
    const { registry } = t.runtime.services.providersService;
    const row = await registry.byCode(DEMO_STUDIO.code);
    expect(row).toMatchObject({
      name: 'Demo Studio (demo content)',
      secret: DEMO_STUDIO.secret,
      launchUrl: `${DEMO_STUDIO_URL}/launch`,
      walletEnabled: true,
      isDemo: 1,
    });
    // Flagged as demo content, so live mode refuses the database.
    expect((await registry.listDemo()).map((p) => p.code)).toEqual([DEMO_STUDIO.code]);
  });

  it('imports its catalog with its own art, converted to WebP in storage', async () => {
    const { games: listed } = await t.runtime.services.gamesService.listGames({
      provider: 'Demo Studio (demo content)',
      limitfrom: 0,
      limitto: 100,
      sort: 'default',
      tab: 'lobby',
    });
    expect(listed.length).toBeGreaterThanOrEqual(20);
    const images = new Set(listed.map((g) => g.url_thumb));
    // Each game its own picture, a real WebP image on disk.
    expect(images.size).toBe(listed.length);
    for (const game of listed.slice(0, 3)) {
      const file = path.join(t.dataDir, game.url_thumb);
      expect(existsSync(file), file).toBe(true);
      expect((await sharp(readFileSync(file)).metadata()).format).toBe('webp');
    }
  });

  it('follows a new DEMO_PROVIDER_URL at the next start, and imports an unchanged catalog only once', async () => {
    const { providersService } = t.runtime.services;
    const before = await studioGames();
    expect(before.length).toBeGreaterThanOrEqual(20);
    await seedAgain('http://127.0.0.1:9300');
    expect((await providersService.registry.byCode(DEMO_STUDIO.code))?.launchUrl).toBe(
      'http://127.0.0.1:9300/launch',
    );
    // Not one game row written again: the feed's hash is the one already imported.
    expect(await studioGames()).toEqual(before);
  });
});

/** The studio's game rows: id, name and when each was last written. */
async function studioGames() {
  const { db } = t.runtime.database;
  return db
    .select({ id: games.id, name: games.name, updatedAt: games.updatedAt })
    .from(games)
    .innerJoin(providers, eq(providers.name, games.provider))
    .where(eq(providers.code, DEMO_STUDIO.code))
    .orderBy(games.id);
}
