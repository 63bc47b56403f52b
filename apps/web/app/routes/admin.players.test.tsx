// @vitest-environment happy-dom
import type { StaffRole } from '@casino/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAdminPlayer } from '../features/admin/players/testing/fixtures';
import AdminLayout, { ErrorBoundary, loader as layoutLoader } from '../layouts/admin';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { field, renderRoutes } from '../lib/testing/render-route';
import { renderUnderRoot } from '../lib/testing/render-under-root';
import AdminPlayersPage, { loader } from './admin.players';

type Args = Parameters<typeof loader>[0];

const LIST = () => Response.json({ status: 'ok', players: [makeAdminPlayer()], total: 1 });

function load(url: string, role: StaffRole = 'support') {
  const { args, fetchApi } = createStaffArgs({ url, staff: makeStaff(role), answer: LIST });
  return { result: loader(args as unknown as Args), fetchApi };
}

describe('the players search loader', () => {
  it.each<StaffRole>(['support', 'finance', 'admin'])('lets %s find players', async (role) => {
    const { result, fetchApi } = load('/admin/players', role);
    await expect(result).resolves.toMatchObject({ q: '', page: 1, list: { total: 1 } });
    expect(readApiCalls(fetchApi)[0]?.path).toBe('/api/admin/players?page=1&per_page=25');
  });

  it('asks with the trimmed search and the page of the address', async () => {
    const { result, fetchApi } = load('/admin/players?q=%20bc1qexample%20&page=3');
    await expect(result).resolves.toMatchObject({ q: 'bc1qexample', page: 3 });
    expect(readApiCalls(fetchApi)[0]?.path).toBe(
      '/api/admin/players?q=bc1qexample&page=3&per_page=25',
    );
  });

  it('is refused to content (no players.view), without asking the API', async () => {
    const { result, fetchApi } = load('/admin/players', 'content');
    await expect(result).rejects.toMatchObject({ init: { status: 403 } });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });
});

/** The search page over `players` (of `total`); returns the addresses its loader was asked. */
function renderSearch(url = '/admin/players', players = [makeAdminPlayer()], total = 1) {
  const urls: string[] = [];
  const view = renderRoutes(
    [
      {
        path: '/admin/players',
        loader: ({ request }: { request: Request }) => {
          urls.push(request.url);
          const params = new URL(request.url).searchParams;
          return {
            q: params.get('q') ?? '',
            page: Number(params.get('page') ?? 1),
            list: { players, total },
          };
        },
        Component: AdminPlayersPage as never,
      },
    ],
    { url },
  );
  return { ...view, urls };
}

describe('the players search (issue 17)', () => {
  afterEach(cleanup);

  it('lists name, e-mail, id, currency, withdrawable balance, verification and state', async () => {
    renderSearch('/admin/players', [
      makeAdminPlayer(),
      makeAdminPlayer({
        id: 8,
        name: 'Bob Blocked',
        email: 'bob@example.test',
        currency: 'EUR',
        w_balance: 1_999,
        email_verified_at: null,
        blocked_at: '2026-11-20T10:00:00.000Z',
        blocked_reason: 'Chargeback',
      }),
      makeAdminPlayer({ id: 90, name: 'Grace', email: 'grace@casino.test', role: 'support' }),
    ]);
    const rows = within(await screen.findByTestId('players-table')).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Ada Player');
    expect(rows[1]?.textContent).toContain('ada@example.test');
    expect(rows[1]?.textContent).toContain('#7');
    expect(rows[1]?.textContent).toContain('USD');
    expect(rows[1]?.textContent).toContain('$20,000.00');
    expect(rows[1]?.textContent).toContain('Verified');
    expect(within(rows[1]!).queryByTestId('player-blocked')).toBeNull();
    expect(
      within(rows[1]!).getByRole('link', { name: 'Open Ada Player' }).getAttribute('href'),
    ).toBe('/admin/players/7');
    expect(rows[2]?.textContent).toContain('€19.99');
    expect(rows[2]?.textContent).toContain('Not verified');
    expect(within(rows[2]!).getByTestId('player-blocked').textContent).toBe('Blocked');
    expect(within(rows[3]!).getByTestId('admin-role').textContent).toBe('Support');
  });

  it('searches through the address and offers to clear the search', async () => {
    const { user, urls } = renderSearch();
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(urls).toHaveLength(2));
    expect(new URL(urls[1]!).searchParams.get('q')).toBe('ada@');
    // The page shows the search in force once the new address has loaded.
    const clear = await screen.findByRole('link', { name: 'Clear' });
    expect(clear.getAttribute('href')).toBe('/admin/players');
    expect(field('Search').value).toBe('ada@');
  });

  it('pages through the results with the search, and counts them', async () => {
    renderSearch('/admin/players?q=ada', [makeAdminPlayer()], 60);
    const pages = await screen.findByTestId('pagination');
    expect(within(pages).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/admin/players?q=ada&page=2',
    );
    expect(screen.getByTestId('players-total').textContent).toBe('60 players');
  });

  it('says when nobody matches', async () => {
    renderSearch('/admin/players?q=nobody', [], 0);
    expect((await screen.findByTestId('players-empty')).textContent).toBe(
      'No players match this search.',
    );
  });

  it('answers content with the 403 panel inside the console', async () => {
    const staff = makeStaff('content');
    const argsAt = (path: string) =>
      createStaffArgs({ url: path, staff, answer: LIST }).args as unknown as Args;
    renderUnderRoot(
      [
        {
          id: 'layouts/admin',
          path: 'admin',
          loader: () => layoutLoader(argsAt('/admin') as never),
          Component: AdminLayout as never,
          ErrorBoundary: ErrorBoundary as never,
          children: [
            {
              path: 'players',
              loader: () => loader(argsAt('/admin/players')),
              Component: AdminPlayersPage as never,
            },
          ],
        },
      ],
      { url: '/admin/players', user: staff },
    );
    const problem = await screen.findByTestId('admin-problem');
    expect(problem.getAttribute('data-problem')).toBe('forbidden');
    expect(screen.queryByTestId('players-table')).toBeNull();
  });
});
