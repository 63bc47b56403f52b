import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  CONTENT_IMAGE_MAX_BYTES,
  type AdminPost,
  type AdminSlider,
  type AuditEntry,
  type ContentImage,
  type StaffRole,
} from '@casino/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../platform/markdown';
import { makePng, uploadContentImage } from '../../test/content';
import { signInStaff, signUpPlayer } from '../../test/http';
import { useTestApp } from '../../test/suite';

const { t, api } = useTestApp();

const tokens = new Map<StaffRole | 'player', string>();
beforeAll(async () => {
  for (const role of ['admin', 'content', 'finance', 'support'] as const) {
    tokens.set(role, (await signInStaff(t.runtime, api, role)).token);
  }
  tokens.set('player', (await signUpPlayer(api)).token);
});
const tokenOf = (who: StaffRole | 'player') => tokens.get(who)!;

const text = (en: string) => ({ en, es: `${en} (es)`, 'zh-CN': `${en}（中文）` });
const DANGEROUS = [
  '<script>alert(1)</script>',
  '[click me](javascript:alert(1))',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(2)" onclick="x()">link</a>',
  '<iframe src="https://evil.example"></iframe>',
  '## Safe heading',
  '[help](https://example.com/help)',
].join('\n\n');

describe('POST /api/admin/content/preview', () => {
  it('answers the HTML the public page shows for the same Markdown, sanitised', async () => {
    const res = await api.post(
      '/api/admin/content/preview',
      { markdown: DANGEROUS },
      { token: tokenOf('content') },
    );
    expect(res.status).toBe(200);
    const html = res.body.html as string;
    expect(html).not.toMatch(/<script|javascript:|onerror|onclick|<iframe|<img/i);
    expect(html).toContain('<h2>Safe heading</h2>');
    expect(html).toContain('<a href="https://example.com/help" rel="noopener noreferrer">help</a>');
    expect(html).toBe(renderMarkdown(DANGEROUS));

    // The same body published as a post renders to the same HTML on the public page.
    const slug = `preview-check-${Date.now().toString(36)}`;
    const created = await api.post(
      '/api/admin/posts',
      {
        kind: 'blog',
        slug,
        category: 'news',
        title: text('Preview check'),
        excerpt: text('Preview check'),
        body: { en: DANGEROUS, es: DANGEROUS, 'zh-CN': DANGEROUS },
      },
      { token: tokenOf('content') },
    );
    expect(created.status).toBe(201);
    const shown = await api.get(`/api/posts/${slug}`);
    expect((shown.body.post as { body_html: string }).body_html).toBe(html);
  });

  it('refuses a body beyond the limit', async () => {
    const res = await api.post(
      '/api/admin/content/preview',
      { markdown: 'x'.repeat(50_001) },
      { token: tokenOf('content') },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ markdown: ['Max 50000 characters'] });
  });
});

describe('POST /api/admin/content/images', () => {
  const uploadsDir = () => path.join(t.dataDir, 'storage', 'content');
  const uploaded = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);

  const upload = (file: { data: Buffer; type: string; name: string }, token?: string) =>
    uploadContentImage(api, file, token);
  const png = makePng;

  it('stores a real PNG, serves it at its URL, and lets a slider and a post use it', async () => {
    const res = await upload(
      { data: await png(), type: 'image/png', name: 'promo.png' },
      tokenOf('content'),
    );
    expect(res.status).toBe(201);
    const image = res.body.image as ContentImage;
    expect(image).toMatchObject({ type: 'image/png', width: 64, height: 32 });
    expect(image.url).toMatch(/^\/storage\/content\/upload-[0-9a-f]{24}\.png$/);
    const served = await t.app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');

    const slider = await api.post(
      '/api/admin/sliders',
      {
        kind: 'home',
        title: text('Uploaded art'),
        subtitle: text(''),
        image_url: image.url,
        redirect_url: '/casino',
      },
      { token: tokenOf('content') },
    );
    expect((slider.body.slider as AdminSlider).image_url).toBe(image.url);
    const post = await api.post(
      '/api/admin/posts',
      {
        kind: 'promotion',
        slug: `uploaded-art-${Date.now().toString(36)}`,
        category: 'promotions',
        title: text('Uploaded art'),
        excerpt: text('Uploaded art'),
        body: text('Uploaded art.'),
        image: image.url,
      },
      { token: tokenOf('content') },
    );
    expect((post.body.post as AdminPost).image).toBe(image.url);

    const trail = await api.get('/api/admin/audit?action=content_image.upload', {
      token: tokenOf('admin'),
    });
    expect((trail.body.entries as AuditEntry[])[0]?.after).toEqual(image);
  });

  it('refuses a text file named .png with 422, translated, and stores nothing', async () => {
    const before = uploaded();
    const fake = { data: Buffer.from('not an image at all'), type: 'image/png', name: 'x.png' };
    const res = await upload(fake, tokenOf('content'));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'IMAGE_TYPE_NOT_ALLOWED',
      errors: { file: ['Upload a PNG, JPEG or WebP image.'] },
    });
    // A PDF or a PNG header over garbage is no picture either.
    const pdf = { data: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'image/webp', name: 'a.webp' };
    expect((await upload(pdf, tokenOf('content'))).status).toBe(422);
    const header = Buffer.concat([(await png()).subarray(0, 8), Buffer.from('garbage')]);
    expect((await upload({ ...fake, data: header }, tokenOf('content'))).status).toBe(422);
    expect(uploaded()).toEqual(before);
  });

  it('answers 413 beyond the size limit and stores nothing', async () => {
    const before = uploaded();
    const data = Buffer.concat([await png(), Buffer.alloc(CONTENT_IMAGE_MAX_BYTES)]);
    const res = await upload({ data, type: 'image/png', name: 'big.png' }, tokenOf('content'));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      errors: { file: ['The file may not be larger than 5 MB.'] },
    });
    expect(uploaded()).toEqual(before);
  });

  it('answers 422 without a file', async () => {
    const res = await api.post('/api/admin/content/images', {}, { token: tokenOf('content') });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: ['File is Required.'] });
  });

  it('lets admin and content upload; finance, support and players get 403, visitors 401', async () => {
    const before = uploaded();
    const file = { data: await png(), type: 'image/png', name: 'p.png' };
    for (const role of ['finance', 'support', 'player'] as const) {
      expect((await upload(file, tokenOf(role))).status, role).toBe(403);
    }
    expect((await upload(file)).status).toBe(401);
    expect(uploaded()).toEqual(before);
    expect((await upload(file, tokenOf('admin'))).status).toBe(201);
  });
});

describe('content calls per role', () => {
  type Call = { method: 'get' | 'post' | 'patch' | 'delete'; url: string; body?: unknown };
  const calls = (slug: string): Call[] => [
    { method: 'get', url: '/api/admin/posts' },
    { method: 'get', url: '/api/admin/pages' },
    { method: 'get', url: '/api/admin/sliders?kind=home' },
    { method: 'post', url: '/api/admin/content/preview', body: { markdown: '# Hi' } },
    {
      method: 'post',
      url: '/api/admin/posts',
      body: {
        kind: 'blog',
        slug,
        category: 'news',
        title: text('Role check'),
        excerpt: text('Role check'),
        body: text('Role check.'),
      },
    },
    {
      method: 'post',
      url: '/api/admin/pages',
      body: { slug, to: `/${slug}`, group: 'casino', title: text('Role check') },
    },
    {
      method: 'post',
      url: '/api/admin/sliders',
      body: {
        kind: 'banner',
        title: text(slug),
        subtitle: text(''),
        image_url: '/storage/content/banner-welcome.webp',
        redirect_url: '/',
      },
    },
    { method: 'patch', url: '/api/admin/posts/999999', body: { category: 'news' } },
    { method: 'delete', url: '/api/admin/pages/999999' },
    { method: 'delete', url: '/api/admin/sliders/999999' },
  ];
  const send = (call: Call, token?: string) => {
    const options = token ? { token } : {};
    if (call.method === 'get' || call.method === 'delete')
      return api[call.method](call.url, options);
    return api[call.method](call.url, call.body, options);
  };
  const banners = async () =>
    ((await api.get('/api/banners')).body.banners as { title: string }[]).map((b) => b.title);

  it('admin and content pass; finance, support and a player get 403; a visitor 401', async () => {
    for (const who of ['finance', 'support', 'player', 'visitor'] as const) {
      const slug = `refused-${who}`;
      for (const call of calls(slug)) {
        const res = await send(call, who === 'visitor' ? undefined : tokenOf(who));
        expect(res.status, `${who} ${call.method} ${call.url}`).toBe(who === 'visitor' ? 401 : 403);
      }
      // Nothing was made by a refused call.
      expect((await api.get(`/api/posts/${slug}`)).status).toBe(404);
      expect((await api.get(`/api/pages/${slug}`)).status).toBe(404);
      expect(await banners()).not.toContain(slug);
    }
    for (const who of ['admin', 'content'] as const) {
      const slug = `allowed-${who}`;
      for (const call of calls(slug)) {
        const res = await send(call, tokenOf(who));
        expect([200, 201, 404], `${who} ${call.method} ${call.url}`).toContain(res.status);
      }
      expect((await api.get(`/api/posts/${slug}`)).status).toBe(200);
      expect((await api.get(`/api/pages/${slug}`)).status).toBe(200);
      expect(await banners()).toContain(slug);
    }
  });
});
