import {
  LOCALES,
  type AdminPage,
  type AdminPost,
  type AdminSlider,
  type AuditEntry,
  type Banner,
  type Locale,
  type Slider,
} from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../platform/markdown';
import { signInStaff } from '../../test/http';
import { useTestApp } from '../../test/suite';

const { t, api } = useTestApp();

let editor = '';
let admin = '';
beforeAll(async () => {
  editor = (await signInStaff(t.runtime, api, 'content')).token;
  admin = (await signInStaff(t.runtime, api, 'admin')).token;
});

/** A text in the three locales, each told apart. */
const text = (en: string) => ({ en, es: `${en} (es)`, 'zh-CN': `${en}（中文）` });
const inLocale = (en: string, locale: Locale) => text(en)[locale];
let counter = 0;
const uniqueSlug = (stem: string) => `${stem}-${Date.now().toString(36)}-${(counter += 1)}`;

const newPost = (overrides: Record<string, unknown> = {}) => ({
  kind: 'blog',
  slug: uniqueSlug('post'),
  category: 'news',
  title: text('Fresh news'),
  excerpt: text('What is new'),
  body: text('## Heading\n\nSome **bold** words.'),
  image: '/storage/content/blog-1.webp',
  ...overrides,
});

const publicPost = (slug: string, locale?: Locale) =>
  api.get(`/api/posts/${slug}`, locale ? { locale } : {});
const auditOf = async (targetType: string, targetId: number | string) =>
  (
    await api.get(`/api/admin/audit?target_type=${targetType}&target_id=${targetId}`, {
      token: admin,
    })
  ).body.entries as AuditEntry[];

describe('posts: create, edit, delete in three languages, shown at once', () => {
  it('a blog post appears, changes and disappears on the public site at once', async () => {
    const input = newPost();
    const created = await api.post('/api/admin/posts', input, { token: editor });
    expect(created.status).toBe(201);
    const post = created.body.post as AdminPost;
    expect(post).toMatchObject({ slug: input.slug, title: input.title, is_scheduled: false });

    for (const locale of LOCALES) {
      const shown = await publicPost(input.slug, locale);
      expect(shown.status).toBe(200);
      const body = shown.body.post as { title: string; body_html: string };
      expect(body.title).toBe(inLocale('Fresh news', locale));
      expect(body.body_html).toContain('<h2>Heading');
    }
    const listed = await api.post('/api/blog', { limit_from: 0, limit_to: 50 });
    expect((listed.body.posts as { slug: string }[]).map((p) => p.slug)).toContain(input.slug);

    const edited = await api.patch(
      `/api/admin/posts/${post.id}`,
      { title: text('Edited news') },
      { token: editor },
    );
    expect(edited.status).toBe(200);
    expect((edited.body.post as AdminPost).excerpt).toEqual(input.excerpt);
    const es = await publicPost(input.slug, 'es');
    expect((es.body.post as { title: string }).title).toBe('Edited news (es)');

    const deleted = await api.delete(`/api/admin/posts/${post.id}`, { token: editor });
    expect(deleted.status).toBe(200);
    expect((await publicPost(input.slug)).status).toBe(404);
    expect((await api.get(`/api/admin/posts/${post.id}`, { token: editor })).status).toBe(404);

    const trail = await auditOf('post', post.id);
    expect(trail.map((entry) => entry.action)).toEqual([
      'post.delete',
      'post.update',
      'post.create',
    ]);
    const [remove, update, create] = trail;
    expect(create).toMatchObject({ staff_role: 'content', before: null, after: { id: post.id } });
    expect(update?.before).toMatchObject({ title: text('Fresh news') });
    expect(update?.after).toMatchObject({ title: text('Edited news') });
    expect(remove).toMatchObject({ before: { slug: input.slug }, after: null });
  });

  it('a promotion is listed with the promotions and can move to another slug', async () => {
    const input = newPost({ kind: 'promotion', category: 'promotions' });
    const post = (await api.post('/api/admin/posts', input, { token: editor })).body
      .post as AdminPost;
    const promotions = async () =>
      (
        (await api.post('/api/blog/provident', { category: 'promotions' })).body.posts as {
          slug: string;
        }[]
      ).map((p) => p.slug);
    expect(await promotions()).toContain(input.slug);
    const moved = uniqueSlug('moved');
    await api.patch(`/api/admin/posts/${post.id}`, { slug: moved }, { token: editor });
    expect(await promotions()).toContain(moved);
    expect((await publicPost(input.slug)).status).toBe(404);
    const list = await api.get('/api/admin/posts?kind=promotion&per_page=100', { token: editor });
    expect((list.body.posts as AdminPost[]).every((p) => p.kind === 'promotion')).toBe(true);
  });
});

describe('scheduled posts', () => {
  it('stay off the public site until their time, listed for staff as scheduled', async () => {
    const input = newPost({ published_at: new Date(Date.now() + 3_600_000).toISOString() });
    const post = (await api.post('/api/admin/posts', input, { token: editor })).body
      .post as AdminPost;
    expect(post.is_scheduled).toBe(true);
    expect((await publicPost(input.slug)).status).toBe(404);
    const category = await api.post('/api/blog/provident', { category: 'news' });
    expect((category.body.posts as { slug: string }[]).map((p) => p.slug)).not.toContain(
      input.slug,
    );
    const staffList = await api.get('/api/admin/posts?kind=blog&per_page=100', { token: editor });
    expect((staffList.body.posts as AdminPost[]).map((p) => p.slug)).toContain(input.slug);

    // Published now by moving the date: shown at once.
    await api.patch(
      `/api/admin/posts/${post.id}`,
      { published_at: new Date(Date.now() - 1000).toISOString() },
      { token: editor },
    );
    expect((await publicPost(input.slug)).status).toBe(200);
  });

  it('appear by themselves when the time comes', async () => {
    const input = newPost({ published_at: new Date(Date.now() + 400).toISOString() });
    expect((await api.post('/api/admin/posts', input, { token: editor })).status).toBe(201);
    const blog = async () =>
      (
        (await api.post('/api/blog', { limit_from: 0, limit_to: 100 })).body.posts as {
          slug: string;
        }[]
      ).map((p) => p.slug);
    expect(await blog()).not.toContain(input.slug);
    expect((await publicPost(input.slug)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(await blog()).toContain(input.slug);
    expect((await publicPost(input.slug)).status).toBe(200);
  });
});

describe('bad input answers 422 with field errors and changes nothing', () => {
  const counts = async () => ({
    posts: (await api.get('/api/admin/posts', { token: editor })).body.total as number,
    audit: (await api.get('/api/admin/audit?target_type=post', { token: admin })).body
      .total as number,
  });

  it('names every bad field, in the request language', async () => {
    const before = await counts();
    const bad = newPost({
      slug: 'Not A Slug',
      title: { en: 'Only English' },
      image: 'javascript:alert(1)',
      published_at: 'tomorrow',
    });
    const res = await api.post('/api/admin/posts', bad, { token: editor });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: 'The given data was invalid.' });
    expect(res.body.errors).toMatchObject({
      slug: ['Use lower-case letters and digits, words joined by single hyphens.'],
      'title.es': ['Required.'],
      'title.zh-CN': ['Required.'],
      image: ['Choose an uploaded PNG, JPEG or WebP image (/storage/...).'],
      published_at: expect.any(Array),
    });
    const es = await api.post('/api/admin/posts', bad, { token: editor, locale: 'es' });
    expect(es.body.errors?.['title.es']).toEqual(['Obligatorio.']);
    expect(await counts()).toEqual(before);
  });

  it('refuses a slug in use, a blog post in "promotions" and an empty change', async () => {
    const taken = newPost();
    const first = (await api.post('/api/admin/posts', taken, { token: editor })).body
      .post as AdminPost;
    const before = await counts();

    const twice = await api.post('/api/admin/posts', newPost({ slug: taken.slug }), {
      token: editor,
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ slug: ['This slug is already used by another item.'] });
    const other = (await api.post('/api/admin/posts', newPost(), { token: editor })).body
      .post as AdminPost;
    const renamed = await api.patch(
      `/api/admin/posts/${other.id}`,
      { slug: taken.slug, title: text('Should not stay') },
      { token: editor },
    );
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual({ slug: ['This slug is already used by another item.'] });
    const kept = await api.get(`/api/admin/posts/${other.id}`, { token: editor });
    expect((kept.body.post as AdminPost).title).toEqual(text('Fresh news'));

    const reserved = await api.patch(
      `/api/admin/posts/${first.id}`,
      { category: 'promotions' },
      { token: editor },
    );
    expect(reserved.status).toBe(422);
    expect(reserved.body.errors).toHaveProperty('category');
    const empty = await api.patch(`/api/admin/posts/${first.id}`, {}, { token: editor });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ body: ['Change at least one field.'] });
    const missing = await api.patch(
      '/api/admin/posts/999999',
      { category: 'x' },
      { token: editor },
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'CONTENT_NOT_FOUND' });

    // Only the second post was made meanwhile (one row, one audit entry).
    const after = await counts();
    expect(after).toEqual({ posts: before.posts + 1, audit: before.audit + 1 });
  });
});

describe('pages', () => {
  it('are created, edited and deleted with their body in three languages', async () => {
    const slug = uniqueSlug('bonus-terms');
    const input = {
      slug,
      to: `/policies/${slug}`,
      group: 'pages',
      title: text('Bonus terms'),
      body: text('## Terms\n\nWager **35x**.'),
      icon: 'file-text',
    };
    const created = await api.post('/api/admin/pages', input, { token: editor });
    expect(created.status).toBe(201);
    const page = created.body.page as AdminPage;
    expect(page.position).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      const shown = await api.get(`/api/pages/${slug}`, { locale });
      const body = shown.body.page as { title: string; body_html: string };
      expect(body.title).toBe(inLocale('Bonus terms', locale));
      expect(body.body_html).toBe(renderMarkdown(input.body[locale]));
      expect(body.body_html).toContain('<strong>35x</strong>');
    }
    const menu = await api.post('/api/pages', {});
    expect((menu.body.pages as { slug: string }[]).map((p) => p.slug)).toContain(slug);

    const edited = await api.patch(
      `/api/admin/pages/${page.id}`,
      { body: null, title: text('Bonus rules') },
      { token: editor },
    );
    expect((edited.body.page as AdminPage).body).toBeNull();
    const zh = (await api.get(`/api/pages/${slug}`, { locale: 'zh-CN' })).body.page as {
      title: string;
      body_html: string;
    };
    expect(zh).toMatchObject({ title: 'Bonus rules（中文）', body_html: '' });

    const bad = await api.patch(
      `/api/admin/pages/${page.id}`,
      { to: '//evil.example' },
      {
        token: editor,
      },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ to: ['Use a path on this site, starting with a single /.'] });

    expect((await api.delete(`/api/admin/pages/${page.id}`, { token: editor })).status).toBe(200);
    expect((await api.get(`/api/pages/${slug}`)).status).toBe(404);
    const trail = await auditOf('page', page.id);
    expect(trail.map((entry) => entry.action)).toEqual([
      'page.delete',
      'page.update',
      'page.create',
    ]);
    expect(trail[1]?.before).toMatchObject({ body: input.body });
  });
});

describe('sliders and banners', () => {
  const slider = (kind: string, title: string) => ({
    kind,
    title: text(title),
    subtitle: text(`${title} caption`),
    image_url: '/storage/content/slider-home-games.webp',
    redirect_url: '/promotions',
  });
  const home = async (locale?: Locale) =>
    (await api.get('/api/games/imageslider', locale ? { locale } : {})).body
      .imagesliders as Slider[];

  it('a home slider is added at the end, edited, reordered and deleted', async () => {
    const created = await api.post('/api/admin/sliders', slider('home', 'Spring race'), {
      token: editor,
    });
    expect(created.status).toBe(201);
    const added = created.body.slider as AdminSlider;
    expect((await home('es')).at(-1)).toMatchObject({ id: added.id, title: 'Spring race (es)' });

    await api.patch(
      `/api/admin/sliders/${added.id}`,
      { title: text('Summer race') },
      {
        token: editor,
      },
    );
    expect((await home()).at(-1)?.title).toBe('Summer race');

    const ids = (await home()).map((s) => s.id);
    const reordered = await api.post(
      '/api/admin/sliders/reorder',
      { kind: 'home', ids: [...ids].reverse() },
      { token: editor },
    );
    expect(reordered.status).toBe(200);
    expect((await home()).map((s) => s.id)).toEqual([...ids].reverse());
    const partial = await api.post(
      '/api/admin/sliders/reorder',
      { kind: 'home', ids: ids.slice(1) },
      { token: editor },
    );
    expect(partial.status).toBe(422);
    expect(partial.body.errors).toEqual({ ids: ['List every slider of this kind exactly once.'] });
    expect((await home()).map((s) => s.id)).toEqual([...ids].reverse());

    expect((await api.delete(`/api/admin/sliders/${added.id}`, { token: editor })).status).toBe(
      200,
    );
    expect((await home()).map((s) => s.id)).not.toContain(added.id);
    const trail = await api.get('/api/admin/audit?target_type=slider', { token: admin });
    const actions = (trail.body.entries as AuditEntry[]).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['slider.create', 'slider.update', 'slider.reorder', 'slider.delete']),
    );
  });

  it('banners and promotion sliders show on their public lists at once', async () => {
    const banner = await api.post('/api/admin/sliders', slider('banner', 'Banner news'), {
      token: editor,
    });
    expect(banner.status).toBe(201);
    const banners = (await api.get('/api/banners', { locale: 'zh-CN' })).body.banners as Banner[];
    expect(banners.at(-1)).toMatchObject({
      title: 'Banner news（中文）',
      description: 'Banner news caption（中文）',
      url: '/promotions',
      bg_img: '/storage/content/slider-home-games.webp',
    });
    const promo = await api.post('/api/admin/sliders', slider('promotion', 'Promo slide'), {
      token: editor,
    });
    const id = (promo.body.slider as AdminSlider).id;
    const list = (await api.get('/api/promotion-sliders')).body.promotionSliders as Slider[];
    expect(list.map((s) => s.id)).toContain(id);
  });

  it('refuses a script link and an outside image', async () => {
    const before = (await api.get('/api/admin/sliders', { token: editor })).body.sliders;
    const res = await api.post(
      '/api/admin/sliders',
      {
        ...slider('home', 'Bad'),
        redirect_url: 'javascript:alert(1)',
        image_url: 'https://evil.example/x.png',
      },
      { token: editor },
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['image_url', 'redirect_url']);
    expect((await api.get('/api/admin/sliders', { token: editor })).body.sliders).toEqual(before);
  });
});
