import type {
  AdminCategory,
  AdminGame,
  AuditEntry,
  Category,
  Game,
  StaffRole,
} from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, signUpPlayer } from '../../test/http';
import { useTestApp } from '../../test/suite';

/**
 * The back office's catalog (issue 17 "Games and providers", `games.manage`) over HTTP on the
 * embedded database: staff list every game, disabled ones included, and enable, feature, order
 * and categorise games and categories; every change is in the audit trail and the lobby.
 */
const { t, api } = useTestApp({ seed: false });
const STUDIO = 'Catalog Admin Studio (test data)';
const tokens = new Map<StaffRole | 'player', string>();
const ids = new Map<string, number>();

beforeAll(async () => {
  for (const role of ['admin', 'content', 'finance', 'support'] as const) {
    tokens.set(role, (await signInStaff(t.runtime, api, role)).token);
  }
  tokens.set('player', (await signUpPlayer(api)).token);
  await t.runtime.services.gamesService.importCatalog({
    provider: STUDIO,
    games: [
      { external_id: 'reels', name: 'Admin Reels', category: 'slots', position: 3 },
      { external_id: 'cards', name: 'Admin Cards', category: 'table-games', position: 1 },
      { external_id: 'wheel', name: 'Admin Wheel', category: 'slots', position: 2, featured: true },
    ],
  });
  const listed = await lobby({ provider: STUDIO });
  for (const game of listed.games) ids.set(game.name, game.game_id);
});

const admin = () => tokens.get('admin')!;
const content = () => tokens.get('content')!;
const idOf = (name: string) => ids.get(name)!;

async function lobby(body: Record<string, unknown>) {
  const res = await api.post('/api/games/list', { limitfrom: 0, limitto: 100, ...body });
  expect(res.status).toBe(200);
  return res.body as unknown as { games: Game[]; totalcount: number };
}

async function adminGames(query: string, token = content()) {
  const res = await api.get(`/api/admin/games?${query}`, { token });
  expect(res.status).toBe(200);
  return res.body as unknown as { games: AdminGame[]; total: number };
}

const patchGame = (id: number | string, body: unknown, token = content(), locale?: string) =>
  api.patch(`/api/admin/games/${id}`, body, { token, ...(locale ? { locale } : {}) });

async function trail(query: string): Promise<AuditEntry[]> {
  const res = await api.get(`/api/admin/audit?${query}`, { token: admin() });
  expect(res.status).toBe(200);
  return res.body.entries as AuditEntry[];
}

describe('GET /api/admin/games', () => {
  it('lists the studio’s games with their category, flags, kind and picture, filtered and paged', async () => {
    const { games, total } = await adminGames(
      `provider=${encodeURIComponent(STUDIO)}&sort=position`,
    );
    expect(total).toBe(3);
    expect(games.map((game) => game.name)).toEqual(['Admin Cards', 'Admin Wheel', 'Admin Reels']);
    expect(games[0]).toEqual({
      id: idOf('Admin Cards'),
      name: 'Admin Cards',
      slug: expect.stringMatching(/^admin-cards/),
      provider: STUDIO,
      provided_by: STUDIO,
      external_id: 'cards',
      category: { id: 4, slug: 'table-games', name: 'Table Games' },
      enabled: true,
      featured: false,
      position: 1,
      type: 'table',
      original: false,
      live_casino: false,
      game_show: false,
      has_demo: false,
      coming_soon: true,
      image: expect.stringMatching(/^\/storage\/games\//),
      updated_at: expect.any(String),
    });

    // The category's name in the staff member's language.
    const es = await api.get(`/api/admin/games?q=cards&provider=${encodeURIComponent(STUDIO)}`, {
      token: content(),
      locale: 'es',
    });
    expect((es.body.games as AdminGame[])[0]?.category?.name).toBe('Juegos de mesa');

    expect((await adminGames('featured=true&q=admin')).games.map((g) => g.name)).toEqual([
      'Admin Wheel',
    ]);
    expect((await adminGames(`q=${idOf('Admin Reels')}`)).games.map((g) => g.name)).toContain(
      'Admin Reels',
    );
    const slots = await adminGames('category_id=1&q=admin&sort=name');
    expect(slots.games.map((g) => g.name)).toEqual(['Admin Reels', 'Admin Wheel']);
    const second = await adminGames('q=admin&sort=name&per_page=2&page=2');
    expect(second).toMatchObject({ total: 3, games: [{ name: 'Admin Wheel' }] });
    // The in-house games are listed too, as originals.
    const crash = await adminGames('q=crash');
    expect(crash.games.length).toBeGreaterThan(0);
    expect(crash.games.every((game) => game.original && game.type === 'originals')).toBe(true);
  });

  it('refuses bad filters on their fields', async () => {
    const res = await api.get('/api/admin/games?enabled=maybe&per_page=500&category_id=x', {
      token: content(),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual([
      'category_id',
      'enabled',
      'per_page',
    ]);
  });
});

describe('PATCH /api/admin/games/:id', () => {
  it('disables a game: it leaves the lobby, its search, its provider count and its page, and comes back when enabled', async () => {
    const id = idOf('Admin Reels');
    // Every lobby answer read (and cached) before the change.
    expect((await lobby({ provider: STUDIO })).totalcount).toBe(3);
    expect((await lobby({ search: 'Admin Reels' })).totalcount).toBe(1);
    expect((await api.get(`/api/games/${id}`)).status).toBe(200);
    const providerCount = async () =>
      (
        (await api.post('/api/games/providers', {})).body.providers as {
          name: string;
          games_count: number;
        }[]
      ).find((provider) => provider.name === STUDIO)?.games_count;
    expect(await providerCount()).toBe(3);
    // A player's own list: their favourites.
    const player = tokens.get('player')!;
    const liked = await t.app.inject({
      method: 'PUT',
      url: `/api/user/favourites/${id}`,
      headers: { authorization: `Bearer ${player}` },
    });
    expect(liked.statusCode).toBe(200);
    const favourites = async () =>
      ((await api.get('/api/user/favourites', { token: player })).body.games as Game[]).map(
        (game) => game.game_id,
      );
    expect(await favourites()).toEqual([id]);

    const off = await patchGame(id, { enabled: false });
    expect(off.status).toBe(200);
    expect((off.body.game as AdminGame).enabled).toBe(false);

    const listed = await lobby({ provider: STUDIO });
    expect(listed.totalcount).toBe(2);
    expect(listed.games.some((game) => game.game_id === id)).toBe(false);
    expect((await lobby({ search: 'Admin Reels' })).totalcount).toBe(0);
    expect((await lobby({ category_id: 1, provider: STUDIO })).games.map((g) => g.name)).toEqual([
      'Admin Wheel',
    ]);
    expect(await providerCount()).toBe(2);
    expect(await favourites()).toEqual([]);
    const page = await api.get(`/api/games/${id}`);
    expect(page.status).toBe(404);
    // Staff still see it, as disabled.
    const hidden = await adminGames('enabled=false&q=admin');
    expect(hidden.games.map((game) => game.id)).toEqual([id]);

    expect((await patchGame(id, { enabled: true })).status).toBe(200);
    expect((await lobby({ provider: STUDIO })).totalcount).toBe(3);
    expect((await api.get(`/api/games/${id}`)).status).toBe(200);
    expect(await providerCount()).toBe(3);
    expect(await favourites()).toEqual([id]);

    const entries = await trail(`target_type=game&target_id=${id}&action=game.update`);
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [
        expect.objectContaining({ name: 'Admin Reels', enabled: false }),
        expect.objectContaining({ name: 'Admin Reels', enabled: true }),
      ],
      [
        expect.objectContaining({ enabled: true, featured: false, position: 3, category_id: 1 }),
        expect.objectContaining({ enabled: false, featured: false, position: 3, category_id: 1 }),
      ],
    ]);
    expect(entries[1]).toMatchObject({ staff_role: 'content', source: 'api' });
  });

  it('features, orders and categorises a game; the lobby follows', async () => {
    const id = idOf('Admin Cards');
    const res = await patchGame(id, { featured: true, position: 0, category_id: 1 });
    expect(res.status).toBe(200);
    expect(res.body.game).toMatchObject({
      featured: true,
      position: 0,
      category: { id: 1, slug: 'slots' },
      // No longer a table game for the wagering weights.
      type: 'slots',
    });
    const featured = await lobby({ tab: 'featured', provider: STUDIO });
    expect(featured.games.map((game) => game.name).sort()).toEqual(['Admin Cards', 'Admin Wheel']);
    const popular = await lobby({ sort: 'popular', provider: STUDIO });
    expect(popular.games[0]?.name).toBe('Admin Cards');
    expect((await lobby({ category_id: 4, provider: STUDIO })).totalcount).toBe(0);

    // Uncategorised, and back.
    const bare = await patchGame(id, { category_id: null }, admin());
    expect(bare.status).toBe(200);
    expect((bare.body.game as AdminGame).category).toBeNull();
    expect((await patchGame(id, { category_id: 4, featured: false })).status).toBe(200);

    const [latest] = await trail(`target_type=game&target_id=${id}`);
    expect(latest).toMatchObject({
      action: 'game.update',
      staff_role: 'content',
      before: { category_id: null, featured: true },
      after: { category_id: 4, featured: false },
    });
  });

  it('refuses bad input on its fields, an unknown category and an unknown game, changing nothing', async () => {
    const id = idOf('Admin Wheel');
    const before = (await adminGames(`q=${id}`)).games.find((game) => game.id === id);
    const count = async () => (await trail(`target_type=game&target_id=${id}`)).length;
    const audited = await count();

    const bad = await patchGame(
      id,
      { enabled: 'maybe', position: -1, category_id: 0 },
      content(),
      'es',
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual([
      'category_id',
      'enabled',
      'position',
    ]);
    const unknownField = await patchGame(id, { name: 'Renamed', category_ids: [1] });
    expect(unknownField.status).toBe(422);
    // Fields the call does not take (a typo, a list of categories) are refused, not ignored.
    expect(unknownField.body.errors?.body).toEqual(['Unknown field.']);
    const empty = await patchGame(id, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.body).toEqual(['Change at least one field.']);
    const category = await patchGame(id, { category_id: 999_999, featured: false });
    expect(category.status).toBe(422);
    expect(category.body.errors?.category_id).toEqual(['No category has this id.']);
    const missing = await patchGame(999_999, { enabled: false });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This game does not exist.');
    expect((await patchGame('abc', { enabled: false })).status).toBe(422);

    expect((await adminGames(`q=${id}`)).games.find((game) => game.id === id)).toEqual(before);
    expect(await count()).toBe(audited);
  });
});

describe('GET and PATCH /api/admin/categories', () => {
  it('lists the categories with their games, reorders the menu and takes one out of it', async () => {
    const res = await api.get('/api/admin/categories', { token: content() });
    expect(res.status).toBe(200);
    const categories = res.body.categories as AdminCategory[];
    expect(categories.map((category) => category.slug)).toEqual([
      'slots',
      'live-casino',
      'popular',
      'table-games',
      'game-shows',
      'originals',
      'new-releases',
    ]);
    expect(categories[0]).toMatchObject({ id: 1, name: 'Slots', in_menu: 1, position: 1 });
    expect(categories[0]!.games).toBeGreaterThanOrEqual(2);

    const publicMenu = async () =>
      ((await api.post('/api/games/categories', {})).body.categories as Category[]).map(
        (category) => [category.slug, category.in_menu],
      );
    expect((await publicMenu())[0]).toEqual(['slots', 1]);

    const moved = await api.patch(
      '/api/admin/categories/7',
      { position: 0, in_menu: 1 },
      { token: content(), locale: 'es' },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.category).toMatchObject({
      slug: 'new-releases',
      name: 'Novedades',
      position: 0,
      in_menu: 1,
    });
    const hidden = await api.patch('/api/admin/categories/5', { in_menu: 0 }, { token: admin() });
    expect(hidden.status).toBe(200);
    const menu = await publicMenu();
    expect(menu[0]).toEqual(['new-releases', 1]);
    expect(menu).toContainEqual(['game-shows', 0]);

    const [latest] = await trail('target_type=category&target_id=7');
    expect(latest).toMatchObject({
      action: 'category.update',
      staff_role: 'content',
      before: { slug: 'new-releases', position: 7, in_menu: 0 },
      after: { slug: 'new-releases', position: 0, in_menu: 1 },
    });
  });

  it('refuses bad input and an unknown category, changing nothing', async () => {
    const audited = (await trail('target_type=category')).length;
    const bad = await api.patch(
      '/api/admin/categories/1',
      { position: 1.5, in_menu: 2, slug: 'reels' },
      { token: content() },
    );
    expect(bad.status).toBe(422);
    // `slug` is not for staff to change: refused as an unknown field of the body.
    expect(bad.body.errors).toMatchObject({ body: ['Unknown field.'] });
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['body', 'in_menu', 'position']);
    const missing = await api.patch(
      '/api/admin/categories/999999',
      { position: 1 },
      { token: content() },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This category does not exist.');
    const slots = (
      (await api.get('/api/admin/categories', { token: content() })).body
        .categories as AdminCategory[]
    ).find((category) => category.id === 1);
    expect(slots).toMatchObject({ position: 1, in_menu: 1 });
    expect((await trail('target_type=category')).length).toBe(audited);
  });
});

describe('who may manage games', () => {
  const calls = () => [
    { method: 'get' as const, url: '/api/admin/games' },
    {
      method: 'patch' as const,
      url: `/api/admin/games/${idOf('Admin Wheel')}`,
      body: { position: 2 },
    },
    { method: 'get' as const, url: '/api/admin/categories' },
    { method: 'patch' as const, url: '/api/admin/categories/1', body: { position: 1 } },
  ];

  it('admin and content may; finance, support and players get 403; visitors 401', async () => {
    for (const call of calls()) {
      for (const role of ['admin', 'content', 'finance', 'support', 'player', null] as const) {
        const options = role ? { token: tokens.get(role)! } : {};
        const res =
          call.method === 'get'
            ? await api.get(call.url, options)
            : await api.patch(call.url, call.body, options);
        const expected = role === null ? 401 : role === 'admin' || role === 'content' ? 200 : 403;
        expect(res.status, `${role} ${call.method} ${call.url}`).toBe(expected);
      }
    }
  });
});
