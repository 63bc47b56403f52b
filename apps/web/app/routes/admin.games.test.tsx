// @vitest-environment happy-dom
import { ADMIN_GAME_SORTS } from '@casino/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerCatalog, CATEGORIES, makeAdminGame } from '../features/admin/games/games.fixtures';
import { GAME_SORTS } from '../features/admin/games/games-query';
import type { FormResult } from '../lib/forms';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { createRecordingAction, field, renderRoutes } from '../lib/testing/render-route';
import AdminGamesPage, { action, loader } from './admin.games';

/** The first render waits for the page's lazy parts; a shared machine can be slow. */
const SLOW = { timeout: 5000 };

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
type Role = 'admin' | 'content' | 'finance' | 'support';

function load(url: string, role: Role = 'content') {
  const { args, fetchApi } = createStaffArgs({
    url,
    staff: makeStaff(role),
    answer: answerCatalog,
  });
  return { result: loader(args as unknown as LoaderArgs), fetchApi };
}

function post(
  form: Record<string, string>,
  answer: (path: string) => Response = () =>
    Response.json({ status: 'ok', game: makeAdminGame({ enabled: false }) }),
  role: Role = 'content',
) {
  const { args, fetchApi } = createStaffArgs({
    url: '/admin/games?provider=Test+Studio',
    method: 'POST',
    form,
    staff: makeStaff(role),
    answer,
  });
  return { result: action(args as unknown as ActionArgs), fetchApi };
}

describe('the games loader', () => {
  it('asks for the address’s filters, and for the categories', async () => {
    const { result, fetchApi } = load(
      '/admin/games?q=book&provider=Test%20Studio&category_id=2&enabled=false&featured=true&sort=name&page=2',
    );
    await expect(result).resolves.toMatchObject({
      filters: {
        q: 'book',
        provider: 'Test Studio',
        category_id: '2',
        enabled: 'false',
        featured: 'true',
        sort: 'name',
      },
      page: 2,
      list: { total: 1 },
      categories: CATEGORIES,
      canManageProviders: false,
    });
    expect(readApiCalls(fetchApi).map((call) => call.path)).toEqual([
      '/api/admin/games?q=book&provider=Test+Studio&category_id=2&enabled=false&featured=true&sort=name&page=2&per_page=50',
      '/api/admin/categories',
    ]);
  });

  it('leaves out what the API could not read, and orders by the lobby by default', async () => {
    const { result, fetchApi } = load('/admin/games?category_id=abc&enabled=maybe&sort=random');
    await expect(result).resolves.toMatchObject({ filters: { sort: 'position' }, page: 1 });
    expect(readApiCalls(fetchApi)[0]?.path).toBe(
      '/api/admin/games?sort=position&page=1&per_page=50',
    );
  });

  it('offers the providers’ tab to an admin only', async () => {
    await expect(load('/admin/games', 'admin').result).resolves.toMatchObject({
      canManageProviders: true,
    });
  });

  it.each(['finance', 'support'] as const)('is refused to %s with 403', async (role) => {
    const { result, fetchApi } = load('/admin/games', role);
    await expect(result).rejects.toMatchObject({ init: { status: 403 } });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });

  it('orders as the API does', () => {
    expect([...GAME_SORTS]).toEqual([...ADMIN_GAME_SORTS]);
  });
});

describe('the games action', () => {
  it('hides a game: PATCH with enabled false, answered on its row', async () => {
    const { result, fetchApi } = post({ intent: 'game-7', id: '7', enabled: 'false' });
    await expect(result).resolves.toEqual({
      ok: true,
      intent: 'game-7',
      message: 'Book of Test is saved.',
    });
    expect(readApiCalls(fetchApi)).toEqual([
      { path: '/api/admin/games/7', method: 'PATCH', body: { enabled: false } },
    ]);
  });

  it.each([
    [{ featured: 'true' }, { featured: true }],
    [{ position: ' 3 ' }, { position: 3 }],
    [{ category_id: '4' }, { category_id: 4 }],
    [{ category_id: '' }, { category_id: null }],
  ])('sends %j as %j', async (fields, body) => {
    const { result, fetchApi } = post({ intent: 'game-7', id: '7', ...fields });
    await result;
    expect(readApiCalls(fetchApi)[0]?.body).toEqual(body);
  });

  it('refuses an empty position without calling the API (it would read 0)', async () => {
    const { result, fetchApi } = post({ intent: 'game-7', id: '7', position: '' });
    await expect(result).resolves.toMatchObject({
      init: { status: 422 },
      data: { ok: false, intent: 'game-7', fieldErrors: { position: ['Required.'] } },
    });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });

  it('answers the API’s refusal in its words, on the row', async () => {
    const { result } = post({ intent: 'game-7', id: '7', category_id: '99' }, () =>
      Response.json(
        {
          message: 'The given data was invalid.',
          code: 'VALIDATION_FAILED',
          errors: { category_id: ['No category has this id.'] },
        },
        { status: 422 },
      ),
    );
    await expect(result).resolves.toMatchObject({
      init: { status: 422 },
      data: {
        ok: false,
        intent: 'game-7',
        fieldErrors: { category_id: ['No category has this id.'] },
      },
    });
  });

  it('is refused to a role without games.manage', async () => {
    const { result, fetchApi } = post(
      { intent: 'game-7', id: '7', enabled: 'false' },
      undefined,
      'support',
    );
    await expect(result).rejects.toMatchObject({ init: { status: 403 } });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });
});

function renderGames(answer: FormResult = { ok: true, intent: 'game-7', message: 'saved' }) {
  const { action: recording, posted } = createRecordingAction(() => answer);
  const view = renderRoutes(
    [
      {
        path: '/admin/games',
        loader: () => ({
          filters: { provider: 'Test Studio', sort: 'position' },
          page: 1,
          list: {
            games: [
              makeAdminGame(),
              makeAdminGame({
                id: 8,
                name: 'Hidden Reels',
                enabled: false,
                featured: true,
                category: null,
              }),
            ],
            total: 2,
          },
          categories: CATEGORIES,
          canManageProviders: false,
        }),
        action: recording,
        Component: AdminGamesPage as never,
      },
    ],
    { url: '/admin/games?provider=Test+Studio' },
  );
  return { ...view, posted };
}

describe('the games page (issue 17)', () => {
  afterEach(cleanup);

  it('lists every game with its category, position, visibility and featuring', async () => {
    renderGames();
    const table = await screen.findByTestId('games-table', undefined, SLOW);
    const [, shown, hidden] = within(table).getAllByRole('row');
    expect(shown!.textContent).toContain('Book of Test');
    expect(shown!.textContent).toContain('#7 · book-of-test');
    expect(within(shown!).getByTestId('game-visibility').textContent).toBe('Shown');
    expect(
      (within(shown!).getByLabelText('Category of Book of Test') as HTMLSelectElement).value,
    ).toBe('2');
    expect(field('Position of Book of Test').value).toBe('12');
    expect(within(hidden!).getByTestId('game-visibility').textContent).toBe('Hidden');
    expect(within(hidden!).getByTestId('game-featured').textContent).toBe('Featured');
    expect(
      (within(hidden!).getByLabelText('Category of Hidden Reels') as HTMLSelectElement).value,
    ).toBe('');
    expect(screen.getByTestId('games-total').textContent).toBe('2 games');
    // Content staff have no providers' tab.
    const tabs = screen.getByRole('navigation', { name: 'Games section' });
    expect(within(tabs).queryByRole('link', { name: 'Providers' })).toBeNull();
    expect(within(tabs).getByRole('link', { name: 'Games' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('keeps the filters of the address in the filter form', async () => {
    renderGames();
    await screen.findByTestId('games-table', undefined, SLOW);
    expect(field('Provider').value).toBe('Test Studio');
    expect((screen.getByLabelText('Order') as HTMLSelectElement).value).toBe('position');
  });

  it('posts one change per form: a switch, a position, a category', async () => {
    const { user, posted } = renderGames();
    await screen.findByTestId('games-table', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: 'Hide Book of Test from the lobby' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ intent: 'game-7', id: '7', enabled: 'false' });
    await user.click(screen.getByRole('button', { name: 'Stop featuring Hidden Reels' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ intent: 'game-8', id: '8', featured: 'false' });
    const position = field('Position of Book of Test');
    await user.clear(position);
    await user.type(position, '3');
    const row = position.closest('tr')!;
    await user.click(within(position.closest('form')!).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(3));
    expect(posted[2]).toEqual({ intent: 'game-7', id: '7', position: '3' });
    await user.selectOptions(within(row).getByLabelText('Category of Book of Test'), '4');
    const categoryForm = within(row).getByLabelText('Category of Book of Test').closest('form')!;
    await user.click(within(categoryForm).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(4));
    expect(posted[3]).toEqual({ intent: 'game-7', id: '7', category_id: '4' });
  });

  it('shows the API’s refusal above the table and under the row’s field', async () => {
    const { user } = renderGames({
      ok: false,
      intent: 'game-7',
      message: 'The given data was invalid.',
      fieldErrors: { position: ['Must be at most 1000000.'] },
      status: 422,
    });
    await screen.findByTestId('games-table', undefined, SLOW);
    const position = field('Position of Book of Test');
    await user.click(within(position.closest('form')!).getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('games-alert')).textContent).toBe(
      'The given data was invalid.',
    );
    const row = position.closest('tr')!;
    expect(row.textContent).toContain('Must be at most 1000000.');
    expect(screen.getAllByRole('row')[2]!.textContent).not.toContain('Must be at most');
  });
});
