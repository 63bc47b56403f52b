// @vitest-environment happy-dom
import type { AdminPost } from '@casino/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makePost, refusal } from '../features/admin/content/content.fixtures';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { createRecordingAction, field, renderRoutes } from '../lib/testing/render-route';
import AdminContentPostPage, { action, loader } from './admin.content.post';

/** The machine may be busy: the first render of a page loads its modules. */
const SLOW = { timeout: 5000 };

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];

const POST_FORM = {
  intent: 'save',
  kind: 'promotion',
  slug: 'new-year',
  category: 'promotions',
  image: '',
  published_at: '2026-12-31T23:00',
  'title.en': ' New year ',
  'title.es': 'Año nuevo',
  'title.zh-CN': '新年',
  'excerpt.en': 'A reload',
  'excerpt.es': 'Una recarga',
  'excerpt.zh-CN': '充值',
  'body.en': '**Big**',
  'body.es': '**Grande**',
  'body.zh-CN': '**大**',
};

const POST_BODY = {
  kind: 'promotion',
  slug: 'new-year',
  category: 'promotions',
  title: { en: 'New year', es: 'Año nuevo', 'zh-CN': '新年' },
  excerpt: { en: 'A reload', es: 'Una recarga', 'zh-CN': '充值' },
  body: { en: '**Big**', es: '**Grande**', 'zh-CN': '**大**' },
  image: null,
  published_at: '2026-12-31T23:00:00Z',
  is_draft: false,
};

const answered =
  (post: AdminPost, status = 200) =>
  () =>
    Response.json({ status: 'ok', post }, { status });

function post(
  form: Record<string, string>,
  answer: (path: string) => Response,
  { id, role = 'content' }: { id?: string; role?: 'content' | 'finance' } = {},
) {
  const { args, fetchApi } = createStaffArgs({
    url: id ? `/admin/content/posts/${id}` : '/admin/content/posts/new',
    method: 'POST',
    form,
    params: id ? { id } : {},
    staff: makeStaff(role),
    answer,
  });
  return { result: action(args as unknown as ActionArgs), fetchApi };
}

describe('the post editor’s loader', () => {
  it('reads the post of the address, and nothing for a new one', async () => {
    const { args, fetchApi } = createStaffArgs({
      url: '/admin/content/posts/12?notice=created',
      params: { id: '12' },
      staff: makeStaff('admin'),
      answer: answered(makePost()),
    });
    await expect(loader(args as unknown as LoaderArgs)).resolves.toEqual({
      post: makePost(),
      notice: 'created',
    });
    expect(readApiCalls(fetchApi)[0]?.path).toBe('/api/admin/posts/12');
    const blank = createStaffArgs({ url: '/admin/content/posts/new', staff: makeStaff('content') });
    await expect(loader(blank.args as unknown as LoaderArgs)).resolves.toEqual({
      post: null,
      notice: null,
    });
  });

  it('answers a post that does not exist with the API’s 404 and words', async () => {
    const { args } = createStaffArgs({
      url: '/admin/content/posts/99',
      params: { id: '99' },
      staff: makeStaff('content'),
      answer: () =>
        Response.json(
          { message: 'This content does not exist.', code: 'CONTENT_NOT_FOUND' },
          { status: 404 },
        ),
    });
    await expect(loader(args as unknown as LoaderArgs)).rejects.toMatchObject({
      init: { status: 404 },
      data: { message: 'This content does not exist.' },
    });
  });
});

describe('the post editor’s action', () => {
  it('creates the post with every language, then opens its editor', async () => {
    const { result, fetchApi } = post(POST_FORM, answered(makePost({ id: 40 }), 201));
    const answer = (await result) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/admin/content/posts/40?notice=created');
    expect(readApiCalls(fetchApi)).toEqual([
      { path: '/api/admin/posts', method: 'POST', body: POST_BODY },
    ]);
  });

  it('saves every field of an existing post, an empty publication time left as it is', async () => {
    const { result, fetchApi } = post(
      { ...POST_FORM, published_at: '', image: '/storage/content/a.png' },
      answered(makePost()),
      { id: '12' },
    );
    await expect(result).resolves.toEqual({
      ok: true,
      intent: 'save',
      message: 'The post is saved.',
    });
    const { published_at: _left, ...rest } = POST_BODY;
    expect(readApiCalls(fetchApi)).toEqual([
      {
        path: '/api/admin/posts/12',
        method: 'PATCH',
        body: { ...rest, image: '/storage/content/a.png' },
      },
    ]);
  });

  it('answers the API’s field errors with what was typed', async () => {
    const { result } = post(POST_FORM, () =>
      refusal({ slug: ['This slug is already used by another item.'], 'title.es': ['Required.'] }),
    );
    await expect(result).resolves.toMatchObject({
      init: { status: 422 },
      data: {
        ok: false,
        intent: 'save',
        fieldErrors: {
          slug: ['This slug is already used by another item.'],
          'title.es': ['Required.'],
        },
        values: { slug: 'new-year', 'title.en': 'New year', published_at: '2026-12-31T23:00' },
      },
    });
  });

  it('deletes the post and goes back to the list', async () => {
    const { result, fetchApi } = post({ intent: 'delete' }, answered(makePost()), { id: '12' });
    const thrown = (await result.catch((error: unknown) => error)) as Response;
    expect(thrown.headers.get('Location')).toBe('/admin/content?notice=deleted');
    expect(readApiCalls(fetchApi)).toEqual([
      { path: '/api/admin/posts/12', method: 'DELETE', body: undefined },
    ]);
  });

  it('refuses a role without content.manage before any call', async () => {
    const { result, fetchApi } = post(POST_FORM, answered(makePost()), { role: 'finance' });
    await expect(result).rejects.toMatchObject({ init: { status: 403 } });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });
});

/** The editor over `post` (none: a new one), beside stubs of the preview and upload routes. */
function renderEditor(postShown: AdminPost | null, answer: unknown = { ok: true, message: 'ok' }) {
  const { action: recording, posted } = createRecordingAction(() => answer);
  const previews = createRecordingAction(() => ({
    html: '<h1>Winter</h1><p>Snow <strong>everywhere</strong>.</p>',
  }));
  const uploads: FormData[] = [];
  const view = renderRoutes(
    [
      {
        path: '/admin/content/posts/:id',
        loader: () => ({ post: postShown, notice: null }),
        action: recording,
        Component: AdminContentPostPage as never,
      },
      { path: '/admin/content/preview', action: previews.action, Component: () => null },
      {
        path: '/admin/content/images',
        action: async ({ request }: { request: Request }) => {
          uploads.push(await request.formData());
          const image = { url: '/storage/content/new.png', type: 'image/png', width: 1200 };
          return { image: { ...image, height: 630, bytes: 84_000 } };
        },
        Component: () => null,
      },
    ],
    { url: `/admin/content/posts/${postShown?.id ?? 'new'}` },
  );
  return { ...view, posted, previewed: previews.posted, uploads };
}

describe('the post editor (issue 17 "Content")', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('shows the post’s texts per language in tabs, all of them posted', async () => {
    const { user, posted } = renderEditor(makePost());
    const tabs = await screen.findByRole('tablist', { name: 'Language of the texts' }, SLOW);
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['English', 'Spanish', 'Chinese']);
    expect(field('Title (English)').value).toBe('Winter news');
    expect(field('Publication (UTC)').value).toBe('2026-11-20T09:30');
    await user.click(within(tabs).getByRole('tab', { name: 'Spanish' }));
    expect(field('Title (Spanish)').value).toBe('Winter news (es)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posted).toHaveLength(1), SLOW);
    expect(posted[0]).toMatchObject({
      intent: 'save',
      kind: 'blog',
      slug: 'winter-news',
      'title.en': 'Winter news',
      'title.zh-CN': 'Winter news (zh)',
      'body.es': '# Winter\n\nSnow **everywhere**. (es)',
      image: '/storage/content/winter.png',
    });
  });

  it('previews the Markdown as the HTML the server answered, as it is', async () => {
    const { user, previewed } = renderEditor(makePost());
    await user.click(await screen.findByRole('button', { name: 'Preview' }, SLOW));
    const preview = await screen.findByTestId('markdown-preview-body.en', {}, SLOW);
    expect(preview.innerHTML).toBe('<h1>Winter</h1><p>Snow <strong>everywhere</strong>.</p>');
    expect(previewed).toEqual([{ markdown: '# Winter\n\nSnow **everywhere**.' }]);
  });

  it('uploads a picture and puts its address in the field', async () => {
    const { user, uploads } = renderEditor(null);
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'bonus.png', {
      type: 'image/png',
    });
    await user.upload(await screen.findByLabelText('Upload a picture', {}, SLOW), picture);
    await waitFor(() => expect(field('Picture').value).toBe('/storage/content/new.png'), SLOW);
    expect((uploads[0]?.get('file') as File).name).toBe('bonus.png');
    expect(screen.getByTestId('image-uploaded').textContent).toBe(
      'Uploaded: 1200 × 630 pixels, 82 KB. Save to keep it.',
    );
  });

  it('opens the language the API refused and says why under the field', async () => {
    const { user } = renderEditor(makePost(), {
      ok: false,
      intent: 'save',
      message: 'The given data was invalid.',
      fieldErrors: { 'title.zh-CN': ['Required.'] },
      status: 422,
    });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }, SLOW));
    expect((await screen.findByTestId('save-alert', {}, SLOW)).textContent).toBe(
      'The given data was invalid.',
    );
    const chinese = screen.getByRole('tab', { name: /Chinese/ });
    await waitFor(() => expect(chinese.getAttribute('aria-selected')).toBe('true'), SLOW);
    expect(chinese.textContent).toContain('Needs a correction');
    expect(screen.getByLabelText('Title (Chinese)').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks once more before deleting', async () => {
    const { user, posted } = renderEditor(makePost());
    await user.click(await screen.findByText('Delete…', {}, SLOW));
    expect(screen.getByTestId('delete-form').textContent).toContain(
      'Delete "Winter news" in every language?',
    );
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(posted).toEqual([{ intent: 'delete' }]), SLOW);
  });
});
