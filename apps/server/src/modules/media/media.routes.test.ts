import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_STUDIO_URL } from '../../test/harness';
import { createClient } from '../../test/http';
import { useTestApp } from '../../test/suite';

const { t, api } = useTestApp();
let crashId: number;
beforeAll(async () => {
  const games = await api.post('/api/games/list', { search: 'Crash Bull' });
  crashId = (games.body.games as { game_id: number }[])[0]?.game_id ?? 0;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('game images', () => {
  it('resizes a game picture to the requested size, with caching headers and ETag', async () => {
    const res = await get(`/api/games/${crashId}/image?width=210&height=160`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([210, 160, 'webp']);
    const again = await get(`/api/games/${crashId}/image?width=210&height=160`, {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const provider = await get(`/api/games/${crashId}/image?width=120&height=50`);
    expect((await sharp(provider.rawPayload).metadata()).width).toBe(120);
  });

  it('renders every size the web and spec §9 ask for, and nothing else (404, nothing cached)', async () => {
    // apps/web game-data.ts: the card at 210x160 with its 1.5x and 2x; spec §9 provider and
    // promotion sizes with their 2x.
    for (const [width, height] of [
      [210, 160],
      [315, 240],
      [420, 320],
      [120, 50],
      [240, 100],
      [280, 350],
      [560, 700],
    ]) {
      const res = await get(`/api/games/${crashId}/image?width=${width}&height=${height}`);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
    const byDefault = await get(`/api/games/${crashId}/image`);
    expect((await sharp(byDefault.rawPayload).metadata()).width).toBe(210);

    const cacheDir = path.join(t.dataDir, 'cache', 'images');
    const before = readdirSync(cacheDir).sort();
    for (const query of [
      'width=211&height=160',
      'width=5000&height=0',
      'width=1600&height=1600',
      'width=abc&height=160',
      'width=420',
    ]) {
      const res = await get(`/api/games/${crashId}/image?${query}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const unknownGame = await get('/api/games/999999/image');
    expect(unknownGame.statusCode).toBe(404);
    expect(readdirSync(cacheDir).sort()).toEqual(before);
  });

  it('answers AVIF to a browser that accepts it, WebP to others, varying by Accept (decision 032)', async () => {
    const url = `/api/games/${crashId}/image?width=315&height=240`;
    // What Chromium sends for an <img>.
    const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const avif = await get(url, { accept: chromium });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(String(avif.headers.vary).split(/\s*,\s*/)).toContain('Accept');
    const meta = await sharp(avif.rawPayload).metadata();
    expect([meta.format, meta.compression, meta.width, meta.height]).toEqual([
      'heif',
      'av1',
      315,
      240,
    ]);

    for (const accept of ['image/webp,*/*', 'image/*', 'image/avif;q=0,image/webp', '']) {
      const webp = await get(url, accept ? { accept } : {});
      expect(webp.headers['content-type'], accept).toBe('image/webp');
      expect(String(webp.headers.vary).split(/\s*,\s*/), accept).toContain('Accept');
      expect((await sharp(webp.rawPayload).metadata()).format, accept).toBe('webp');
      expect(webp.headers.etag).not.toBe(avif.headers.etag);
    }
    // Smaller than the WebP of the same size, which is itself smaller than the 2x.
    const webp = await get(url);
    const double = await get(`/api/games/${crashId}/image?width=420&height=320`);
    expect(avif.rawPayload.length).toBeLessThan(webp.rawPayload.length);
    expect(webp.rawPayload.length).toBeLessThan(double.rawPayload.length);

    // A revalidation answers 304 only for the encoding the client holds.
    const again = await get(url, { accept: chromium, 'if-none-match': String(avif.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(String(again.headers.vary).split(/\s*,\s*/)).toContain('Accept');
    const other = await get(url, { accept: chromium, 'if-none-match': String(webp.headers.etag) });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-type']).toBe('image/avif');
  });

  it('serves demo art at /storage/games/{slug}.webp and 404 for unknown names', async () => {
    const list = await api.post('/api/games/list', { search: 'Crash Bull' });
    const thumb = (list.body.games as { url_thumb: string }[])[0]?.url_thumb ?? '';
    const art = await get(thumb);
    expect(art.statusCode).toBe(200);
    expect(art.headers['cache-control']).toBe('public, max-age=86400');
    expect((await sharp(art.rawPayload).metadata()).width).toBe(420);
    for (const url of [
      '/storage/games/no-such-game.webp',
      '/storage/content/not-demo-content.webp',
      '/storage/providers/no-such-provider.webp',
      '/storage/elsewhere/picture.webp',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('answers 404 to path traversal under /storage, plain or encoded', async () => {
    // A file beside storage/ that no URL may reach.
    writeFileSync(path.join(t.dataDir, 'secret.png'), 'top secret');
    mkdirSync(path.join(t.dataDir, 'storage', 'games'), { recursive: true });
    for (const url of [
      '/storage/../secret.png',
      '/storage/games/../../secret.png',
      '/storage/..%2Fsecret.png',
      '/storage/..%2F..%2Fsecrets.json',
      '/storage/%2e%2e/secret.png',
      '/storage/%2E%2E%2Fsecret.png',
      '/storage/games/%2e%2e/%2e%2e/secret.png',
      '/storage/games/..%5c..%5csecret.png',
      '/storage/%2fetc%2fpasswd',
      '/storage/.hidden.png',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('top secret');
    }
  });

  it('serves an uploaded file from DATA_DIR/storage as it is', async () => {
    const root = path.join(t.dataDir, 'storage', 'banners');
    mkdirSync(root, { recursive: true });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#10b981' } })
      .png()
      .toBuffer();
    writeFileSync(path.join(root, 'welcome.png'), png);
    const res = await get('/storage/banners/welcome.png');
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(png)).toBe(true);
  });
});

describe('content images', () => {
  it('draws demo art for the demo content images under /storage/content, different per file', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/storage/content/banner-welcome.webp' });
    const b = await t.app.inject({ method: 'GET', url: '/storage/content/weekly-cashback.webp' });
    expect(a.headers['cache-control']).toBe('public, max-age=86400');
    expect((await sharp(a.rawPayload).metadata()).width).toBe(420);
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });
});

describe('the image cache on disk', () => {
  it('stays within IMAGE_CACHE_MAX_BYTES however many pictures are asked for', async () => {
    const maxBytes = 40_000;
    // The demo studio's games (as `npm start` seeds them) give enough pictures to overflow it.
    const small = await createTestApp({
      config: { IMAGE_CACHE_MAX_BYTES: maxBytes, DEMO_PROVIDER_URL: DEMO_STUDIO_URL },
    });
    try {
      // Eight games in two sizes overflow it; drawing more only costs time on a busy machine.
      const list = await createClient(small.app).post('/api/games/list', { limitto: 8 });
      const ids = (list.body.games as { game_id: number }[]).map((game) => game.game_id);
      expect(ids.length).toBeGreaterThan(3);
      const cacheDir = path.join(small.dataDir, 'cache', 'images');
      const bytes = () =>
        readdirSync(cacheDir).reduce(
          (sum, name) => sum + statSync(path.join(cacheDir, name)).size,
          0,
        );
      let served = 0;
      for (const id of ids) {
        for (const [width, height] of [
          [420, 320],
          [560, 700],
        ]) {
          const res = await small.app.inject({
            url: `/api/games/${id}/image?width=${width}&height=${height}`,
          });
          expect(res.statusCode).toBe(200);
          served += res.rawPayload.length;
          expect(bytes()).toBeLessThanOrEqual(maxBytes);
        }
      }
      // More was served than the cache may hold, so eviction really happened.
      expect(served).toBeGreaterThan(maxBytes);
      expect(readdirSync(cacheDir).length).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });
});
