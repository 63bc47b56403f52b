// @vitest-environment happy-dom
import type { StaffRole } from '@casino/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makePage, refusal } from '../features/admin/content/content.fixtures';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { renderRoutes } from '../lib/testing/render-route';
import { action as pageAction } from './admin.content.page';
import AdminContentPagesPage, { loader } from './admin.content.pages';

/** The machine may be busy: the first render of a page loads its modules. */
const SLOW = { timeout: 5000 };

type Args = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof pageAction>[0];

const MENU_ENTRY = makePage({
  id: 6,
  slug: 'live-casino',
  to: '/casino',
  group: 'casino',
  title: { en: 'Live casino', es: 'Casino en vivo', 'zh-CN': '真人娱乐场' },
  body: null,
  icon: 'dice',
  position: 0,
});

describe('the pages loader (content.manage)', () => {
  const load = (url: string, role: StaffRole) => {
    const answer = () => Response.json({ status: 'ok', pages: [MENU_ENTRY], total: 1 });
    const { args, fetchApi } = createStaffArgs({ url, staff: makeStaff(role), answer });
    return { result: loader(args as unknown as Args), fetchApi };
  };

  it('lists one footer column, 50 a page', async () => {
    const { result, fetchApi } = load('/admin/content/pages?group=casino', 'admin');
    await expect(result).resolves.toMatchObject({ filter: 'casino', list: { total: 1 } });
    expect(readApiCalls(fetchApi)[0]?.path).toBe(
      '/api/admin/pages?page=1&per_page=50&group=casino',
    );
  });

  it.each<StaffRole>(['finance', 'support'])('answers 403 to %s', async (role) => {
    await expect(load('/admin/content/pages', role).result).rejects.toMatchObject({
      init: { status: 403 },
    });
  });
});

describe('the page editor’s action', () => {
  const post = (form: Record<string, string>, answer: () => Response, id?: string) => {
    const { args, fetchApi } = createStaffArgs({
      url: '/admin/content/pages/new',
      method: 'POST',
      form,
      params: id ? { id } : {},
      staff: makeStaff('content'),
      answer,
    });
    return { result: pageAction(args as unknown as ActionArgs), fetchApi };
  };
  const FORM = {
    intent: 'save',
    slug: 'live-casino',
    to: '/casino',
    group: 'casino',
    icon: '',
    position: '',
    'title.en': 'Live casino',
    'title.es': 'Casino en vivo',
    'title.zh-CN': '真人娱乐场',
    'body.en': '',
    'body.es': '',
    'body.zh-CN': '',
  };

  it('creates a menu entry: no text in any language is no body, no icon, the end of its column', async () => {
    const answer = () => Response.json({ status: 'ok', page: MENU_ENTRY }, { status: 201 });
    const { result, fetchApi } = post(FORM, answer);
    expect(((await result) as Response).headers.get('Location')).toBe(
      '/admin/content/pages/6?notice=created',
    );
    expect(readApiCalls(fetchApi)[0]?.body).toEqual({
      slug: 'live-casino',
      to: '/casino',
      group: 'casino',
      title: { en: 'Live casino', es: 'Casino en vivo', 'zh-CN': '真人娱乐场' },
      body: null,
      icon: null,
    });
  });

  it('sends a body written in only one language, for the API to refuse on the others', async () => {
    const answer = () => refusal({ 'body.es': ['Required.'], 'body.zh-CN': ['Required.'] });
    const { result, fetchApi } = post({ ...FORM, 'body.en': 'Text', position: '3' }, answer, '6');
    await expect(result).resolves.toMatchObject({
      data: { fieldErrors: { 'body.es': ['Required.'] }, values: { 'body.en': 'Text' } },
    });
    expect(readApiCalls(fetchApi)[0]).toMatchObject({
      path: '/api/admin/pages/6',
      method: 'PATCH',
      body: { body: { en: 'Text', es: '', 'zh-CN': '' }, position: 3 },
    });
  });

  it('answers a position that is not a whole number without calling the API', async () => {
    const { result, fetchApi } = post({ ...FORM, position: 'first' }, () => Response.json({}));
    await expect(result).resolves.toMatchObject({
      data: { fieldErrors: { position: ['Must be a whole number.'] } },
    });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });
});

describe('the pages list (issue 17 "Content")', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('lists a menu entry by its column and place, and links it to its editor', async () => {
    renderRoutes([
      {
        path: '/admin/content/pages',
        loader: () => ({
          filter: 'all',
          page: 1,
          list: { pages: [makePage(), MENU_ENTRY], total: 2 },
          notice: null,
          canBroadcast: false,
        }),
        Component: AdminContentPagesPage as never,
      },
    ]);
    const rows = within(await screen.findByTestId('pages-table', {}, SLOW)).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Page with text');
    expect(rows[2]?.textContent).toContain('Live casino');
    expect(rows[2]?.textContent).toContain('Casino column');
    expect(rows[2]?.textContent).toContain('Menu entry only');
    expect(within(rows[2]!).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/admin/content/pages/6',
    );
    // A role without notifications.broadcast is not offered the broadcast.
    expect(screen.queryByRole('link', { name: 'Broadcast' })).toBeNull();
  });
});
