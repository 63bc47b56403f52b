import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createClient } from '../../test/http';

let t: TestApp;
let crashId: number;
beforeAll(async () => {
  t = await createTestApp();
  const games = await createClient(t.app).post('/api/games/list', { search: 'Crash Bull' });
  crashId = (games.body.games as { game_id: number }[])[0]?.game_id ?? 0;
});
afterAll(async () => {
  await t.close();
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

  it('refuses sizes outside the bounds with field errors', async () => {
    const res = await get(`/api/games/${crashId}/image?width=5000&height=0`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      width: ['Must be at most 1600.'],
      height: ['Must be at least 16.'],
    });
  });

  it('serves demo art at /storage/games/{slug}.webp and a placeholder for anything missing', async () => {
    const list = await createClient(t.app).post('/api/games/list', { search: 'Crash Bull' });
    const thumb = (list.body.games as { url_thumb: string }[])[0]?.url_thumb ?? '';
    const art = await get(thumb);
    expect(art.statusCode).toBe(200);
    expect(art.headers['cache-control']).toBe('public, max-age=86400');
    expect((await sharp(art.rawPayload).metadata()).width).toBe(420);
    const missing = await get('/storage/games/no-such-game.webp');
    expect(missing.statusCode).toBe(200);
    expect(missing.headers['cache-control']).toBe('public, max-age=300');
    const unknownGame = await get('/api/games/999999/image');
    expect(unknownGame.headers['cache-control']).toBe('public, max-age=300');
    const escape = await get('/storage/..%2F..%2Fsecrets.json');
    expect(escape.headers['content-type']).toBe('image/webp');
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
  it('draws demo art for missing /storage/content/*.webp files, different per file', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/storage/content/slider-welcome.webp' });
    const b = await t.app.inject({ method: 'GET', url: '/storage/content/weekly-cashback.webp' });
    expect(a.headers['cache-control']).toBe('public, max-age=86400');
    expect((await sharp(a.rawPayload).metadata()).width).toBe(420);
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });
});
