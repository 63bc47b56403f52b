import { LOCALES, type Banner, type VipLevel } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { POLICY_SLUGS } from '@casino/contracts/policies';
import { useTestApp } from '../../test/suite';

const { t, api } = useTestApp();

describe('policies: GET /api/pages/{slug}', () => {
  it.each(POLICY_SLUGS)('%s has a real, sanitised body in en, zh-CN and es', async (slug) => {
    const bodies: string[] = [];
    for (const locale of LOCALES) {
      const res = await api.get(`/api/pages/${slug}`, { locale });
      expect(res.status).toBe(200);
      const page = res.body.page as { slug: string; body_html: string; to: string };
      expect(page).toMatchObject({ slug, to: `/policies/${slug}` });
      expect(page.body_html).toMatch(/<h2>/);
      expect(page.body_html.replace(/<[^>]+>/g, '').length).toBeGreaterThan(300);
      expect(page.body_html).not.toMatch(/<script|onerror=|javascript:/i);
      bodies.push(page.body_html);
    }
    expect(new Set(bodies).size).toBe(3);
  });

  it('answers a JSON 404 for an unknown page and 422 for a malformed slug', async () => {
    expect((await api.get('/api/pages/no-such-page')).status).toBe(404);
    expect((await api.get('/api/pages/BAD_SLUG!')).status).toBe(422);
  });
});

describe('blog and promotions', () => {
  it('POST /api/blog lists blog posts newest first within the range', async () => {
    const res = await api.post('/api/blog', { limit_from: 0, limit_to: 10 }, { locale: 'es' });
    const posts = res.body.posts as { kind: string; published_at: string; title: string }[];
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(res.body.total).toBe(posts.length);
    expect(posts.every((p) => p.kind === 'blog')).toBe(true);
    const dates = posts.map((p) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = await api.post('/api/blog', { limit_from: 0, limit_to: 1 });
    expect(first.body.posts).toHaveLength(1);
    const wide = await api.post('/api/blog', { limit_from: 0, limit_to: 1000 });
    expect(wide.status).toBe(422);
  });

  it('POST /api/blog/provident answers promotions for "promotions", carrying the spec marketing facts', async () => {
    const res = await api.post('/api/blog/provident', { category: 'promotions' });
    const promotions = res.body.posts as {
      kind: string;
      slug: string;
      title: string;
      excerpt: string;
    }[];
    expect(promotions.length).toBe(5);
    expect(promotions.every((p) => p.kind === 'promotion')).toBe(true);
    const text = promotions.map((p) => `${p.title} ${p.excerpt}`).join(' ');
    for (const fact of ['125%', '50%', '100%', '10%', '500']) expect(text).toContain(fact);
  });

  it('GET /api/posts/{slug} answers one post with its body in the request language', async () => {
    const list = await api.post('/api/blog/provident', { category: 'promotions' });
    const slug = (list.body.posts as { slug: string }[])[0]?.slug;
    const en = await api.get(`/api/posts/${slug}`);
    const zh = await api.get(`/api/posts/${slug}`, { locale: 'zh-CN' });
    expect((en.body.post as { body_html: string }).body_html).toMatch(/<p>/);
    expect((zh.body.post as { title: string }).title).not.toBe(
      (en.body.post as { title: string }).title,
    );
    expect((await api.get('/api/posts/no-such-post')).status).toBe(404);
  });
});

describe('sliders and VIP levels', () => {
  it('GET /api/games/imageslider and /api/promotion-sliders answer the spec keys', async () => {
    const home = await api.get('/api/games/imageslider');
    expect(home.body.imagesliders).toHaveLength(3);
    expect((home.body.imagesliders as object[])[0]).toEqual({
      id: expect.any(Number),
      redirect_url: expect.stringMatching(/^\//),
      image_url: expect.stringMatching(/^\/storage\//),
      title: expect.any(String),
      subtitle: expect.any(String),
    });
    const promotions = await api.get('/api/promotion-sliders');
    expect(promotions.body.promotionSliders).toHaveLength(3);
  });

  it('GET /api/banners answers the spec banner fields, translated, with drawn backgrounds', async () => {
    const en = await api.get('/api/banners');
    const banners = en.body.banners as Banner[];
    expect(banners).toHaveLength(3);
    expect(banners[0]).toEqual({
      id: expect.any(Number),
      title: '125% welcome bonus',
      description: expect.stringMatching(/first deposit/),
      url: '/promotions/welcome-bonus-125',
      bg_img: '/storage/content/banner-welcome.webp',
    });
    expect(banners.map((b) => b.title).join(' ')).toMatch(/30% weekly cashback.*500 free spins/);
    for (const banner of banners) {
      const post = await api.get(`/api/posts/${banner.url.split('/').pop()}`);
      expect(post.status).toBe(200);
      const image = await t.app.inject({ url: banner.bg_img });
      expect(image.headers['content-type']).toBe('image/webp');
    }
    const es = await api.get('/api/banners', { locale: 'es' });
    expect((es.body.banners as Banner[])[0]?.title).toBe('Bono de bienvenida del 125%');
  });

  it('GET /api/levels answers the four tiers lowest first, translated', async () => {
    const en = await api.get('/api/levels');
    const levels = en.body.levels as VipLevel[];
    expect(levels.map((l) => l.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum']);
    expect(levels.map((l) => l.position)).toEqual(
      [...levels.map((l) => l.position)].sort((a, b) => a - b),
    );
    expect(levels[0]?.bonus_percent).toBe(10);
    expect(levels[2]?.cashback_percent).toBe(2);
    expect(levels[3]?.cashback_percent).toBe(4);
    const es = await api.get('/api/levels', { locale: 'es' });
    expect((es.body.levels as VipLevel[]).map((l) => l.name)).not.toEqual(
      levels.map((l) => l.name),
    );
  });
});

describe('cached lists', () => {
  it('a scheduled post appears when its time comes, though its list is cached', async () => {
    const category = 'scheduled-news';
    const text = (en: string) => ({ en, 'zh-CN': en, es: en });
    const list = async () =>
      (await api.post('/api/blog/provident', { category })).body.posts as { slug: string }[];
    await t.runtime.services.contentService.seedContent({
      pages: [],
      posts: [
        {
          kind: 'blog',
          slug: 'scheduled-news-post',
          category,
          title: text('Soon'),
          excerpt: text('Soon'),
          body: text('Soon.'),
          image: '/storage/content/blog-1.webp',
          publishedAt: new Date(Date.now() + 300),
        },
      ],
      vipLevels: [],
      sliders: [],
    });
    expect(await list()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await list()).map((post) => post.slug)).toEqual(['scheduled-news-post']);
  });
});
