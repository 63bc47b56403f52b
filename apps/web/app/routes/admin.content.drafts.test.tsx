// @vitest-environment happy-dom
import type { AdminPost } from '@casino/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makePost, refusal } from '../features/admin/content/content.fixtures';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { fieldDescription } from '../lib/testing/field-description';
import { createRecordingAction, field, renderRoutes } from '../lib/testing/render-route';
import AdminContentPage, { loader } from './admin.content';
import AdminContentPostPage, { action } from './admin.content.post';

/**
 * Draft posts in the console (issue 17 "Content"): the posts list's Drafts tab and badge, the
 * editor's Draft box with what it means, and the draft flag the action sends the API.
 */

/** The machine may be busy: the first render of a page loads its modules. */
const SLOW = { timeout: 5000 };

// A draft dated later is no scheduled post: the API says so (is_scheduled false).
const DRAFT = makePost({
  id: 21,
  slug: 'spring-teaser',
  title: { en: 'Spring teaser', es: 'Adelanto', 'zh-CN': '春季预告' },
  published_at: '2027-03-01T08:00:00.000Z',
  is_draft: true,
});
const answered = (post: AdminPost) => () => Response.json({ status: 'ok', post });

describe('the drafts tab of the posts list', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('asks the API for the drafts of either kind', async () => {
    const { args, fetchApi } = createStaffArgs({
      url: '/admin/content?kind=draft',
      staff: makeStaff('content'),
      answer: () => Response.json({ status: 'ok', posts: [DRAFT], total: 1 }),
    });
    await expect(loader(args as never)).resolves.toMatchObject({
      filter: 'draft',
      list: { total: 1 },
    });
    expect(readApiCalls(fetchApi)).toEqual([
      { path: '/api/admin/posts?page=1&per_page=20&status=draft', method: 'GET', body: undefined },
    ]);
  });

  it('marks a draft as such, and only the draft', async () => {
    renderRoutes(
      [
        {
          path: '/admin/content',
          loader: () => ({
            filter: 'draft',
            page: 1,
            list: { posts: [DRAFT, makePost()], total: 2 },
            notice: null,
            canBroadcast: false,
          }),
          Component: AdminContentPage as never,
        },
      ],
      { url: '/admin/content?kind=draft' },
    );
    const rows = within(await screen.findByTestId('posts-table', {}, SLOW)).getAllByRole('row');
    expect(within(rows[1]!).getByTestId('post-draft').textContent).toBe('Draft');
    expect(within(rows[1]!).queryByTestId('post-scheduled')).toBeNull();
    expect(within(rows[2]!).queryByTestId('post-draft')).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Posts by kind, or the drafts' });
    const drafts = within(tabs).getByRole('link', { name: 'Drafts' });
    expect(drafts.getAttribute('aria-current')).toBe('page');
  });
});

describe('the Draft box of the post editor', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  function renderEditor(post: AdminPost) {
    const { action: recording, posted } = createRecordingAction(() => ({ ok: true }));
    const view = renderRoutes(
      [
        {
          path: '/admin/content/posts/:id',
          loader: () => ({ post, notice: null }),
          action: recording,
          Component: AdminContentPostPage as never,
        },
      ],
      { url: `/admin/content/posts/${post.id}` },
    );
    return { ...view, posted };
  }

  it('shows a draft ticked, says what it means, and publishes it once unticked', async () => {
    const { user, posted } = renderEditor(DRAFT);
    const box = (await screen.findByLabelText('Draft', {}, SLOW)) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(fieldDescription(box)).toBe(
      'Players never see a draft, whatever its date. Untick it to publish.',
    );
    expect(screen.getByTestId('post-draft').textContent).toBe('Draft');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posted).toHaveLength(1), SLOW);
    expect(posted[0]).not.toHaveProperty('is_draft');
  });

  it('makes a published post a draft', async () => {
    const { user, posted } = renderEditor(makePost());
    await user.click(await screen.findByLabelText('Draft', {}, SLOW));
    expect(screen.queryByTestId('post-draft')).toBeNull();
    expect(field('Publication (UTC)').value).toBe('2026-11-20T09:30');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posted).toHaveLength(1), SLOW);
    expect(posted[0]).toMatchObject({ intent: 'save', is_draft: '1' });
  });
});

describe('the post editor’s action with the Draft box', () => {
  const FORM = {
    intent: 'save',
    kind: 'blog',
    slug: 'spring-teaser',
    category: 'news',
    image: '',
    published_at: '',
    ...Object.fromEntries(
      ['title', 'excerpt', 'body'].flatMap((name) =>
        ['en', 'es', 'zh-CN'].map((locale) => [`${name}.${locale}`, `${name} ${locale}`]),
      ),
    ),
  };
  const save = (form: Record<string, string>, answer: () => Response) => {
    const { args, fetchApi } = createStaffArgs({
      url: '/admin/content/posts/21',
      method: 'POST',
      form,
      params: { id: '21' },
      staff: makeStaff('content'),
      answer,
    });
    return { result: action(args as never), fetchApi };
  };

  it('sends the flag ticked as true, unticked as false', async () => {
    const ticked = save({ ...FORM, is_draft: '1' }, answered(DRAFT));
    await expect(ticked.result).resolves.toMatchObject({ ok: true });
    expect(readApiCalls(ticked.fetchApi)[0]).toMatchObject({
      path: '/api/admin/posts/21',
      method: 'PATCH',
      body: { slug: 'spring-teaser', is_draft: true },
    });
    const unticked = save(FORM, answered(makePost()));
    await unticked.result;
    expect(readApiCalls(unticked.fetchApi)[0]?.body).toMatchObject({ is_draft: false });
  });

  it('keeps the box ticked when the API refuses the save', async () => {
    const { result } = save({ ...FORM, is_draft: '1' }, () =>
      refusal({ slug: ['This slug is already used by another item.'] }),
    );
    await expect(result).resolves.toMatchObject({
      init: { status: 422 },
      data: { ok: false, values: { is_draft: '1', slug: 'spring-teaser' } },
    });
  });
});
