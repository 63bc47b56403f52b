import type { AdminPost, AuditEntry } from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { postgresTestUrl } from '../../test/harness';
import { contentCalls, uniqueSlug } from '../../test/content';
import { signInStaff } from '../../test/http';
import { usePostgresTestApp, useTestApp, type SuiteApp } from '../../test/suite';
import { createContentRepository } from './content.repository';

/**
 * Draft posts (issue 17 "Content"): staff list and edit them like any post, the site never
 * shows one (lists, its address, the sitemap, whatever its date) until staff publish it, and
 * the toggle is audited before and after. On the embedded database and on PostgreSQL.
 */
const serverUrl = postgresTestUrl();
const HOUR = 3_600_000;

function draftPosts({ t, api }: SuiteApp) {
  let editor = '';
  let admin = '';
  let content: ReturnType<typeof contentCalls>;
  beforeAll(async () => {
    editor = (await signInStaff(t.runtime, api, 'content')).token;
    admin = (await signInStaff(t.runtime, api, 'admin')).token;
    content = contentCalls(api, editor);
  });

  const slugsOf = (posts: unknown) => (posts as { slug: string }[]).map((post) => post.slug);
  const blog = async () =>
    slugsOf((await api.post('/api/blog', { limit_from: 0, limit_to: 100 })).body.posts);
  const byCategory = async (category: string) =>
    slugsOf((await api.post('/api/blog/provident', { category })).body.posts);
  const postStatus = async (slug: string) => (await api.get(`/api/posts/${slug}`)).status;
  const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  const staffList = async (query: string) => {
    const res = await api.get(`/api/admin/posts?per_page=100&${query}`, { token: editor });
    expect(res.status).toBe(200);
    return res.body.posts as AdminPost[];
  };
  const publish = (id: number, fields: Record<string, unknown> = {}) =>
    api.patch(`/api/admin/posts/${id}`, { is_draft: false, ...fields }, { token: editor });

  /** Whether the site shows the post anywhere: its lists, its address and the sitemap. */
  async function shownAt(post: AdminPost) {
    const list = post.kind === 'promotion' ? await byCategory('promotions') : await blog();
    const path = post.kind === 'promotion' ? 'promotions' : 'blog';
    return {
      listed: list.includes(post.slug),
      inCategory: (await byCategory(post.category)).includes(post.slug),
      page: await postStatus(post.slug),
      inSitemap: (await sitemap()).includes(`/${path}/${post.slug}</loc>`),
    };
  }
  const HIDDEN = { listed: false, inCategory: false, page: 404, inSitemap: false };
  const SHOWN = { listed: true, inCategory: true, page: 200, inSitemap: true };

  it('a draft is listed for staff only, and shows on the site once published', async () => {
    const created = await content.createPost({ is_draft: true, category: uniqueSlug('drafts') });
    expect(created.status).toBe(201);
    const draft = created.body.post as AdminPost;
    expect(draft).toMatchObject({ is_draft: true, is_scheduled: false });
    expect(await shownAt(draft)).toEqual(HIDDEN);

    const listed = (await staffList('kind=blog')).find((post) => post.id === draft.id);
    expect(listed).toMatchObject({ is_draft: true });
    expect((await staffList('status=draft')).map((post) => post.id)).toContain(draft.id);
    expect((await staffList('status=published')).map((post) => post.id)).not.toContain(draft.id);

    const published = await publish(draft.id);
    expect(published.status).toBe(200);
    expect(published.body.post).toMatchObject({ is_draft: false });
    expect(await shownAt(draft)).toEqual(SHOWN);
    expect((await staffList('status=draft')).map((post) => post.id)).not.toContain(draft.id);

    // Back to a draft: gone from the site at once (the cached lists included).
    await api.patch(`/api/admin/posts/${draft.id}`, { is_draft: true }, { token: editor });
    expect(await shownAt(draft)).toEqual(HIDDEN);
  });

  it('a promotion drafted after its date stays hidden until published', async () => {
    const created = await content.createPost({ kind: 'promotion', category: 'promotions' });
    const promotion = created.body.post as AdminPost;
    expect(promotion.is_draft).toBe(false);
    expect((await shownAt(promotion)).listed).toBe(true);

    await api.patch(`/api/admin/posts/${promotion.id}`, { is_draft: true }, { token: editor });
    expect(await shownAt(promotion)).toMatchObject({ listed: false, page: 404, inSitemap: false });
    expect((await publish(promotion.id)).status).toBe(200);
    expect(await shownAt(promotion)).toMatchObject({ listed: true, page: 200, inSitemap: true });
  });

  it('a draft is no scheduled post: its date neither shows it nor ends the cached lists', async () => {
    const category = uniqueSlug('later');
    const soon = new Date(Date.now() + 300).toISOString();
    const draft = (await content.createPost({ is_draft: true, category, published_at: soon })).body
      .post as AdminPost;
    expect(draft).toMatchObject({ is_draft: true, is_scheduled: false });
    expect((await staffList('status=scheduled')).map((post) => post.id)).not.toContain(draft.id);

    const repository = createContentRepository(t.runtime.database.db);
    const next = () =>
      repository.findPosts({ kind: 'blog', category }, { offset: 0, limit: 10 }, new Date());
    expect((await next()).nextPublishedAt).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await shownAt(draft)).toEqual(HIDDEN);

    // Published with a later date: now a scheduled post, and the next one the lists wait for.
    const later = new Date(Date.now() + HOUR);
    const scheduled = await publish(draft.id, { published_at: later.toISOString() });
    expect(scheduled.body.post).toMatchObject({ is_draft: false, is_scheduled: true });
    expect((await next()).nextPublishedAt?.getTime()).toBe(later.getTime());
    expect((await staffList('status=scheduled')).map((post) => post.id)).toContain(draft.id);
  });

  it('the audit trail keeps the draft flag before and after each change', async () => {
    const draft = (await content.createPost({ is_draft: true })).body.post as AdminPost;
    await publish(draft.id);
    const trail = (
      await api.get(`/api/admin/audit?target_type=post&target_id=${draft.id}`, { token: admin })
    ).body.entries as AuditEntry[];
    expect(trail.map((entry) => entry.action)).toEqual(['post.update', 'post.create']);
    const [update, create] = trail;
    expect(create).toMatchObject({ before: null, after: { id: draft.id, is_draft: true } });
    expect(update).toMatchObject({ before: { is_draft: true }, after: { is_draft: false } });
  });

  it('refuses a draft flag that is not a boolean, changing nothing', async () => {
    const before = await staffList('status=draft');
    const res = await content.createPost({ is_draft: 'yes' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('is_draft');
    expect(await staffList('status=draft')).toEqual(before);
    const bad = await api.get('/api/admin/posts?status=hidden', { token: editor });
    expect(bad.status).toBe(422);
  });
}

describe('draft posts (embedded database)', () => {
  draftPosts(useTestApp());
});

describe.runIf(serverUrl)('draft posts on PostgreSQL', () => {
  draftPosts(usePostgresTestApp(serverUrl));
});
