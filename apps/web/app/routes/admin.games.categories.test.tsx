// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerCatalog, CATEGORIES, makeCategory } from '../features/admin/games/games.fixtures';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { createRecordingAction, field, renderRoutes } from '../lib/testing/render-route';
import AdminGameCategoriesPage, { action, loader } from './admin.games.categories';

/** The first render waits for the page's lazy parts; a shared machine can be slow. */
const SLOW = { timeout: 5000 };

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
type Role = 'admin' | 'content' | 'finance' | 'support';

function load(role: Role) {
  const { args, fetchApi } = createStaffArgs({
    url: '/admin/games/categories',
    staff: makeStaff(role),
    answer: answerCatalog,
  });
  return { result: loader(args as unknown as LoaderArgs), fetchApi };
}

function post(form: Record<string, string>, answer?: () => Response) {
  const { args, fetchApi } = createStaffArgs({
    url: '/admin/games/categories',
    method: 'POST',
    form,
    staff: makeStaff('content'),
    answer:
      answer ?? (() => Response.json({ status: 'ok', category: makeCategory({ in_menu: 0 }) })),
  });
  return { result: action(args as unknown as ActionArgs), fetchApi };
}

describe('the categories loader and action', () => {
  it.each([
    ['admin', true],
    ['content', false],
  ] as const)('lists the categories to %s', async (role, canManageProviders) => {
    await expect(load(role).result).resolves.toEqual({
      categories: CATEGORIES,
      canManageProviders,
    });
  });

  it.each(['finance', 'support'] as const)('is refused to %s with 403', async (role) => {
    await expect(load(role).result).rejects.toMatchObject({ init: { status: 403 } });
  });

  it('takes a category out of the menu and moves another', async () => {
    const out = post({ intent: 'category-2', id: '2', in_menu: '0' });
    await expect(out.result).resolves.toEqual({
      ok: true,
      intent: 'category-2',
      message: 'The category Slots is saved.',
    });
    expect(readApiCalls(out.fetchApi)).toEqual([
      { path: '/api/admin/categories/2', method: 'PATCH', body: { in_menu: 0 } },
    ]);
    const moved = post({ intent: 'category-4', id: '4', position: '7' });
    await moved.result;
    expect(readApiCalls(moved.fetchApi)[0]?.body).toEqual({ position: 7 });
  });

  it('answers a category the API does not know in its words', async () => {
    const message = 'This category does not exist.';
    const { result } = post({ intent: 'category-9', id: '9', in_menu: '1' }, () =>
      Response.json({ message, code: 'CATEGORY_NOT_FOUND' }, { status: 404 }),
    );
    await expect(result).resolves.toMatchObject({
      init: { status: 404 },
      data: { ok: false, intent: 'category-9', message },
    });
  });
});

describe('the categories page (issue 17)', () => {
  afterEach(cleanup);

  it('shows each category’s games, position and menu place, each a form', async () => {
    const { action: recording, posted } = createRecordingAction(() => ({
      ok: true,
      intent: 'category-4',
      message: 'The category Table Games is saved.',
    }));
    const { user } = renderRoutes([
      {
        path: '/admin/games/categories',
        loader: () => ({ categories: CATEGORIES, canManageProviders: true }),
        action: recording,
        Component: AdminGameCategoriesPage as never,
      },
    ]);
    const table = await screen.findByTestId('categories-table', undefined, SLOW);
    const [, slots, tables] = within(table).getAllByRole('row');
    expect(slots!.textContent).toContain('38 shown of 40');
    expect(within(slots!).getByTestId('category-menu').textContent).toBe('In the menu');
    expect(within(tables!).getByTestId('category-menu').textContent).toBe('Not in the menu');
    expect(field('Position of Table Games').value).toBe('3');
    const tabs = screen.getByRole('navigation', { name: 'Games section' });
    expect(within(tabs).getByRole('link', { name: 'Providers' }).getAttribute('href')).toBe(
      '/admin/games/providers',
    );
    await user.click(screen.getByRole('button', { name: 'Add Table Games to the menu' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ intent: 'category-4', id: '4', in_menu: '1' });
    expect((await screen.findByTestId('categories-alert')).textContent).toBe(
      'The category Table Games is saved.',
    );
  });
});
