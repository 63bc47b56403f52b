import type { AdminCategory, AdminGame, ProviderView } from '@casino/contracts';

// Whole contract objects for the Games section's tests (decision 026: partial answers are refused).

/** A shown slot of a studio, in the Slots category. */
export function makeAdminGame(overrides: Partial<AdminGame> = {}): AdminGame {
  return {
    id: 7,
    name: 'Book of Test',
    slug: 'book-of-test',
    provider: 'Test Studio',
    provided_by: 'Test Studio',
    external_id: 'book',
    category: { id: 2, slug: 'slots', name: 'Slots' },
    enabled: true,
    featured: false,
    position: 12,
    type: 'slots',
    original: false,
    live_casino: false,
    game_show: false,
    has_demo: true,
    coming_soon: false,
    image: '/storage/games/book-of-test.webp',
    updated_at: '2026-11-24T08:00:00.000Z',
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<AdminCategory> = {}): AdminCategory {
  return {
    id: 2,
    slug: 'slots',
    name: 'Slots',
    icon: null,
    in_menu: 1,
    position: 1,
    games: 40,
    enabled_games: 38,
    ...overrides,
  };
}

export const CATEGORIES: AdminCategory[] = [
  makeCategory(),
  makeCategory({ id: 4, slug: 'table-games', name: 'Table Games', in_menu: 0, position: 3 }),
];

export function makeProvider(overrides: Partial<ProviderView> = {}): ProviderView {
  return {
    code: 'teststudio',
    name: 'Test Studio',
    launch_url: 'https://games.test-studio.example/launch',
    enabled: true,
    is_demo: false,
    ...overrides,
  };
}

/** GET /api/admin/games, GET /api/admin/categories and GET /api/admin/providers' answers. */
export function answerCatalog(path: string): Response {
  if (path.startsWith('/api/admin/games')) {
    return Response.json({ status: 'ok', games: [makeAdminGame()], total: 1 });
  }
  if (path.startsWith('/api/admin/categories')) {
    return Response.json({ status: 'ok', categories: CATEGORIES });
  }
  if (path.startsWith('/api/admin/providers')) {
    return Response.json({ providers: [makeProvider()] });
  }
  return Response.json({ message: 'Not found', code: 'ROUTE_NOT_FOUND' }, { status: 404 });
}
