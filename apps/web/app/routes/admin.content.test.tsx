// @vitest-environment happy-dom
import type { StaffRole } from '@casino/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makePost } from '../features/admin/content/content.fixtures';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { renderRoutes } from '../lib/testing/render-route';
import AdminContentPage, { loader } from './admin.content';

/** The machine may be busy: the first render of a page loads its modules. */
const SLOW = { timeout: 5000 };

type Args = Parameters<typeof loader>[0];

const SCHEDULED = makePost({
  id: 13,
  kind: 'promotion',
  slug: 'new-year',
  category: 'promotions',
  title: { en: 'New year reload', es: 'Recarga', 'zh-CN': '新年' },
  published_at: '2026-12-31T23:00:00.000Z',
  is_scheduled: true,
});
const LIST = () => Response.json({ status: 'ok', posts: [SCHEDULED, makePost()], total: 2 });

function load(url: string, role: StaffRole = 'content') {
  const { args, fetchApi } = createStaffArgs({ url, staff: makeStaff(role), answer: LIST });
  return { result: loader(args as unknown as Args), fetchApi };
}

describe('the posts loader (content.manage)', () => {
  it.each<StaffRole>(['admin', 'content'])('lists the posts to %s, 20 a page', async (role) => {
    const { result, fetchApi } = load('/admin/content', role);
    await expect(result).resolves.toMatchObject({
      filter: 'all',
      page: 1,
      list: { total: 2 },
      notice: null,
      canBroadcast: true,
    });
    expect(readApiCalls(fetchApi)).toEqual([
      { path: '/api/admin/posts?page=1&per_page=20', method: 'GET', body: undefined },
    ]);
  });

  it('asks for one kind and another page, and reads the notice of a deletion', async () => {
    const { result, fetchApi } = load('/admin/content?kind=promotion&page=2&notice=deleted');
    await expect(result).resolves.toMatchObject({ filter: 'promotion', notice: 'deleted' });
    expect(readApiCalls(fetchApi)[0]?.path).toBe(
      '/api/admin/posts?page=2&per_page=20&kind=promotion',
    );
  });

  it.each<StaffRole>(['finance', 'support'])(
    'answers 403 to %s without asking the API',
    async (role) => {
      const { result, fetchApi } = load('/admin/content', role);
      await expect(result).rejects.toMatchObject({ init: { status: 403 } });
      expect(readApiCalls(fetchApi)).toEqual([]);
    },
  );
});

describe('the posts list (issue 17 "Content")', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  function renderList(url = '/admin/content', notice: string | null = null) {
    return renderRoutes(
      [
        {
          path: '/admin/content',
          loader: () => ({
            filter: 'all',
            page: 1,
            list: { posts: [SCHEDULED, makePost()], total: 2 },
            notice,
            canBroadcast: true,
          }),
          Component: AdminContentPage as never,
        },
      ],
      { url },
    );
  }

  it('marks the scheduled post and links every post to its editor', async () => {
    renderList();
    const rows = within(await screen.findByTestId('posts-table', {}, SLOW)).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('New year reload');
    expect(rows[1]?.textContent).toContain('Promotion');
    expect(within(rows[1]!).getByTestId('post-scheduled').textContent).toBe('Scheduled');
    expect(rows[1]?.textContent).toContain('2026-12-31 - 23:00:00');
    expect(within(rows[2]!).queryByTestId('post-scheduled')).toBeNull();
    expect(within(rows[2]!).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/admin/content/posts/12',
    );
    expect(screen.getByRole('link', { name: 'New post' }).getAttribute('href')).toBe(
      '/admin/content/posts/new',
    );
    expect(screen.getByTestId('posts-total').textContent).toBe('2 posts');
  });

  it('offers the content parts and the kinds as tabs', async () => {
    renderList();
    const parts = await screen.findByRole('navigation', { name: 'Content parts' }, SLOW);
    expect(
      within(parts)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Posts', '/admin/content'],
      ['Pages', '/admin/content/pages'],
      ['Sliders and banners', '/admin/content/sliders'],
      ['Broadcast', '/admin/content/broadcast'],
    ]);
    const kinds = screen.getByRole('navigation', { name: 'Posts by kind, or the drafts' });
    expect(
      within(kinds)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['All', '/admin/content'],
      ['Blog', '/admin/content?kind=blog'],
      ['Promotions', '/admin/content?kind=promotion'],
      ['Drafts', '/admin/content?kind=draft'],
    ]);
  });

  it('says a post was deleted', async () => {
    renderList('/admin/content?notice=deleted', 'deleted');
    expect((await screen.findByTestId('content-notice', {}, SLOW)).textContent).toBe(
      'The post is deleted. The audit trail keeps what it was.',
    );
  });
});
