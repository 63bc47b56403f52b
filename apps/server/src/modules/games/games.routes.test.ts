import type { Game } from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDIO_URL } from '../../test/harness';
import { createFixtureFeed } from './games.feed';
import { useTestApp } from '../../test/suite';

// With the bundled demo studio's games, as `npm start` seeds them.
const { t, api } = useTestApp({ config: { DEMO_PROVIDER_URL: DEMO_STUDIO_URL } });
const FIXTURE = 'Fixture Provider (test data)';

beforeAll(async () => {
  await t.runtime.services.gamesService.importCatalog(createFixtureFeed());
});

const list = async (body: Record<string, unknown>) => {
  const res = await api.post('/api/games/list', body);
  expect(res.status).toBe(200);
  return res.body as unknown as { games: Game[]; totalcount: number };
};

describe('POST /api/games/list', () => {
  it('answers {games, totalcount} for a range, with the spec Game fields', async () => {
    const { games, totalcount } = await list({ limitfrom: 0, limitto: 500, provider: FIXTURE });
    expect(totalcount).toBe(1200);
    expect(games).toHaveLength(500);
    expect(games[0]).toEqual({
      game_id: expect.any(Number),
      name: expect.any(String),
      slug: expect.stringMatching(/^[a-z0-9-]+$/),
      provider: FIXTURE,
      provided_by: 'fixture',
      url_thumb: expect.stringMatching(/^\/storage\/games\/.+\.webp$/),
      game_image: expect.stringMatching(/^\/storage\/games\//),
      game_category_id: expect.any(Number),
      position: expect.any(Number),
      live_casino: expect.any(Boolean),
      featured: expect.any(Boolean),
      game_show: expect.any(Boolean),
      original: expect.any(Boolean),
      has_demo: expect.any(Boolean),
      // The fixture feed's provider is not registered (no wallet, no launch URL): coming soon.
      coming_soon: true,
      play_path: null,
    });
    const next = await list({ limitfrom: 500, limitto: 1000, provider: FIXTURE });
    expect(next.games[0]?.game_id).not.toBe(games[0]?.game_id);
    expect(new Set([...games, ...next.games].map((g) => g.game_id)).size).toBe(1000);
  });

  it('reads limitfrom / limitto from JSON, a form body and the query string', async () => {
    const json = await api.post('/api/games/list', { limitfrom: 10, limitto: 15 });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/games/list',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'limitfrom=10&limitto=15',
    });
    const query = await t.app.inject({
      method: 'POST',
      url: '/api/games/list?limitfrom=10&limitto=15',
    });
    const ids = (games: Game[]) => games.map((g) => g.game_id);
    expect(json.body.games).toHaveLength(5);
    expect(ids(form.json().games)).toEqual(ids(json.body.games as Game[]));
    expect(ids(query.json().games)).toEqual(ids(json.body.games as Game[]));
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/games/list?category_id=1&limitfrom=0&limitto=500',
    });
    expect((category.json().games as Game[]).every((g) => g.game_category_id === 1)).toBe(true);
  });

  it('defaults to 0..500 and refuses wider or negative ranges with field errors', async () => {
    expect((await list({})).games).toHaveLength(500);
    const wide = await api.post(
      '/api/games/list',
      { limitfrom: 0, limitto: 501 },
      { locale: 'es' },
    );
    expect(wide.status).toBe(422);
    expect(wide.body.errors?.limitto).toEqual(['Debe ser como máximo 500.']);
    const negative = await api.post('/api/games/list', { limitfrom: -1 });
    expect(negative.body.errors?.limitfrom).toEqual(['Must be at least 0.']);
    const sort = await api.post('/api/games/list', { sort: 'random' });
    expect(sort.body.errors?.sort).toEqual(['Must be one of: default, popular, asc, desc.']);
  });

  it('searches by case-insensitive substring of the name, literally', async () => {
    const { games, totalcount } = await list({ search: 'DRAGON bonanza', limitto: 500 });
    expect(totalcount).toBeGreaterThan(0);
    for (const game of games) expect(game.name.toLowerCase()).toContain('dragon bonanza');
    const single = await list({ search: 'fruit spins 0001' });
    expect(single.games.map((g) => g.name)).toEqual(['Fruit Spins 0001']);
    expect((await list({ search: '%' })).totalcount).toBe(0);
    expect((await list({ search: 'no such game anywhere' })).games).toEqual([]);
  });

  it('sorts by name ascending and descending, and popular by position', async () => {
    const names = (games: Game[]) => games.map((g) => g.name.toLowerCase());
    const asc = await list({ provider: FIXTURE, sort: 'asc', limitto: 500 });
    expect(names(asc.games)).toEqual([...names(asc.games)].sort());
    const desc = await list({ provider: FIXTURE, sort: 'desc', limitto: 500 });
    expect(names(desc.games)).toEqual([...names(desc.games)].sort().reverse());
    const popular = await list({ provider: FIXTURE, sort: 'popular', limitto: 500 });
    const positions = popular.games.map((g) => g.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('filters by lobby tab, category and provider', async () => {
    for (const [tab, flag] of [
      ['live_casino', 'live_casino'],
      ['featured', 'featured'],
      ['game_show', 'game_show'],
      ['original', 'original'],
    ] as const) {
      const { games, totalcount } = await list({ tab, limitto: 500 });
      expect(totalcount).toBeGreaterThan(0);
      for (const game of games) expect(game[flag]).toBe(true);
    }
    const popularCategory = await list({ category_id: 3, limitto: 500 });
    expect(popularCategory.games.every((g) => g.game_category_id === 3)).toBe(true);
    const originals = await list({ provider: 'casino originals' });
    expect(originals.games.map((g) => g.name)).toEqual(['Crash', 'Crash Sweep', 'Crash Bull']);
    // Playable on their own pages (issue 12), not "coming soon".
    expect(originals.games.map((g) => [g.coming_soon, g.play_path])).toEqual([
      [false, '/games/crash'],
      [false, '/games/crashsw'],
      [false, '/games/crashbull'],
    ]);
  });

  it('lists the demo studio games as launchable, except those the studio itself has not built', async () => {
    const { games } = await list({ provider: 'Demo Studio (demo content)', limitto: 500 });
    expect(games.length).toBeGreaterThanOrEqual(20);
    expect(games.every((g) => g.name.endsWith('(demo)'))).toBe(true);
    const soon = games.filter((g) => g.coming_soon).map((g) => g.name);
    expect(soon.sort()).toEqual(['Live Blackjack Table (demo)', 'Lucky Wheel Show (demo)']);
    // Every game it has built launches for real and in play money.
    expect(games.filter((g) => !g.coming_soon && !g.has_demo)).toEqual([]);
    expect(games.every((g) => g.play_path === null)).toBe(true);
  });
});

describe('GET /api/games/:id', () => {
  it('answers one enabled game, 404 for unknown or disabled games, 422 for a bad id', async () => {
    const [first] = (await list({ limitfrom: 0, limitto: 1, provider: FIXTURE })).games;
    const res = await api.get(`/api/games/${first?.game_id}`);
    expect(res.status).toBe(200);
    expect(res.body.game).toEqual(first);
    expect((await api.get('/api/games/999999')).status).toBe(404);
    expect((await api.get('/api/games/abc')).status).toBe(422);

    const games = t.runtime.services.gamesService;
    await games.importCatalog({
      provider: 'Vanishing Studio',
      games: [{ external_id: 'v', name: 'Vanishing' }],
    });
    const [vanishing] = (await list({ provider: 'Vanishing Studio' })).games;
    await games.importCatalog({ provider: 'Vanishing Studio', games: [] });
    expect((await api.get(`/api/games/${vanishing?.game_id}`)).status).toBe(404);
  });
});

describe('POST /api/games/providers', () => {
  it('gives the demo providers drawn logos and takes a logo from a feed', async () => {
    const before = (await api.post('/api/games/providers')).body.providers as {
      name: string;
      logo: string | null;
    }[];
    expect(before.find((p) => p.name === 'Casino Originals')?.logo).toBe(
      '/storage/providers/casino-originals.webp',
    );
    expect(before.find((p) => p.name === FIXTURE)?.logo).toBeNull();
    const logo = await t.app.inject({ url: '/storage/providers/casino-originals.webp' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');

    await t.runtime.services.gamesService.importCatalog({
      provider: 'Logo Studio',
      logo: 'https://cdn.example.com/logo-studio.webp',
      games: [{ external_id: 'l', name: 'Logo Slot' }],
    });
    const after = (await api.post('/api/games/providers')).body.providers as {
      name: string;
      logo: string | null;
    }[];
    expect(after.find((p) => p.name === 'Logo Studio')?.logo).toBe(
      'https://cdn.example.com/logo-studio.webp',
    );
  });

  it('derives providers from the games, without duplicates, with their route ids', async () => {
    const res = await api.post('/api/games/providers');
    const providers = res.body.providers as { name: string; slug: string; games_count: number }[];
    expect(providers.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Casino Originals', 'Demo Studio (demo content)', FIXTURE]),
    );
    expect(new Set(providers.map((p) => p.name)).size).toBe(providers.length);
    expect(providers.find((p) => p.name === FIXTURE)).toMatchObject({
      slug: 'Fixture-Provider-(test-data)',
      games_count: 1200,
    });
  });
});

describe('catalog import', () => {
  it('upserts by provider and external id, disables vanished games, and re-enables returning ones', async () => {
    const games = t.runtime.services.gamesService;
    const feed = {
      provider: 'Import Check Studio',
      games: [
        { external_id: 'a', name: 'Alpha Slot', category: 'slots' },
        { external_id: 'b', name: 'Beta Slot', category: 'slots' },
        { external_id: 'c', name: 'Gamma Slot', category: 'no-such-category' },
      ],
    };
    expect(await games.importCatalog(feed)).toEqual({
      provider: 'Import Check Studio',
      upserted: 3,
      disabled: 0,
    });
    const renamed = {
      ...feed,
      games: [{ external_id: 'a', name: 'Alpha Slot Deluxe', category: 'popular' }, feed.games[1]],
    };
    expect(await games.importCatalog(renamed)).toMatchObject({ upserted: 2, disabled: 1 });
    const listed = await list({ provider: 'Import Check Studio', sort: 'asc' });
    expect(listed.games.map((g) => [g.name, g.game_category_id])).toEqual([
      ['Alpha Slot Deluxe', 3],
      ['Beta Slot', 1],
    ]);
    expect(await games.importCatalog(feed)).toMatchObject({ upserted: 3, disabled: 0 });
    expect((await list({ provider: 'Import Check Studio' })).totalcount).toBe(3);
  });

  it('refuses a malformed feed and changes nothing', async () => {
    await expect(
      t.runtime.services.gamesService.importCatalog({ provider: '', games: [{ name: 'No id' }] }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await list({ provider: '' })).totalcount).toBe(0);
  });
});
