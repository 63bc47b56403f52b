import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../../scripts/precompress.mjs';
import { buildApp, type App } from '../app';
import { createLogger } from '../platform/logger';
import { answerHeadersOf } from '../platform/security-headers';
import { TEST_CONFIG } from '../test/harness';
import { useTestApp } from '../test/suite';
import { accepts, MEMORY_MAX_BYTES, serveStaticFiles } from './static-files';

/** A client build as Vite leaves it: hashed files under assets/, a few named ones beside. */
function writeClientBuild() {
  const parent = mkdtempSync(path.join(tmpdir(), 'casino-static-'));
  const root = path.join(parent, 'client');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  const files = {
    script: `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`,
    tinyScript: 'export {};\n',
    favicon: `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(100)}</svg>`,
    // Random bytes: a compressed image format, larger than what is held in memory.
    image: randomBytes(MEMORY_MAX_BYTES + 4096),
  };
  writeFileSync(path.join(root, 'assets', 'rows-Ab12Cd34.js'), files.script);
  writeFileSync(path.join(root, 'assets', 'tiny-Ef56Gh78.js'), files.tinyScript);
  writeFileSync(path.join(root, 'assets', 'hero-Ij90Kl12.webp'), files.image);
  writeFileSync(path.join(root, 'favicon.svg'), files.favicon);
  // Beside the client folder: what a path traversal would be after.
  writeFileSync(path.join(parent, 'secret.txt'), 'the database password');
  return { root, files };
}

describe('precompressDir (npm run build)', () => {
  it('writes .br and .gz beside compressible files that decompress to the original', async () => {
    const { root, files } = writeClientBuild();
    const totals = await precompressDir(root);
    expect(totals.files).toBe(2);
    const script = path.join(root, 'assets', 'rows-Ab12Cd34.js');
    expect(brotliDecompressSync(readFileSync(`${script}.br`)).toString()).toBe(files.script);
    expect(gunzipSync(readFileSync(`${script}.gz`)).toString()).toBe(files.script);
    expect(readFileSync(`${script}.br`).length).toBeLessThan(files.script.length / 4);
    const favicon = path.join(root, 'favicon.svg');
    expect(brotliDecompressSync(readFileSync(`${favicon}.br`)).toString()).toBe(files.favicon);
    // Under 1 KB, or compressed already: left as they are.
    expect(existsSync(path.join(root, 'assets', 'tiny-Ef56Gh78.js.br'))).toBe(false);
    expect(existsSync(path.join(root, 'assets', 'hero-Ij90Kl12.webp.br'))).toBe(false);
    expect(existsSync(path.join(root, 'assets', 'hero-Ij90Kl12.webp.gz'))).toBe(false);
  });
});

describe('accepts', () => {
  it.each([
    ['br, gzip', 'br', true],
    ['gzip, deflate, br, zstd', 'gzip', true],
    ['gzip;q=1.0, br;q=0.5', 'br', true],
    ['BR', 'br', true],
    ['br;q=0, gzip', 'br', false],
    ['br; q=0.000', 'br', false],
    ['gzip', 'br', false],
    ['x-gzip', 'gzip', false],
  ] as const)('%s accepts %s: %s', (header, encoding, expected) => {
    expect(accepts(header, encoding)).toBe(expected);
  });
});

describe('static files in front of the app (decision 027)', () => {
  const { t } = useTestApp({ seed: false });
  let app: App;
  let files: ReturnType<typeof writeClientBuild>['files'];
  const logLines: string[] = [];
  const logger = createLogger(
    'info',
    false,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    }),
  );

  beforeAll(async () => {
    const build = writeClientBuild();
    files = build.files;
    await precompressDir(build.root);
    app = await buildApp({
      config: TEST_CONFIG,
      services: t.runtime.services,
      logger,
      web: {
        plugin: async () => {},
        serveFile: serveStaticFiles(build.root, answerHeadersOf(TEST_CONFIG.APP_URL)),
      },
    });
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('answers a hashed script precompressed, immutable, with an ETag and no API headers', async () => {
    const url = '/assets/rows-Ab12Cd34.js';
    const br = await get(url, {
      'accept-encoding': 'gzip, deflate, br',
      origin: TEST_CONFIG.APP_URL,
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(files.script);
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers.etag).toMatch(/^"[\w-]{22}-br"$/);
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(br.headers['content-security-policy']).toBeUndefined();
    // The API's hooks never ran: no CORS answer even to an allowed origin.
    expect(br.headers['access-control-allow-origin']).toBeUndefined();

    const gzip = await get(url, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(files.script);
    expect(gzip.headers.etag).not.toBe(br.headers.etag);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files.script);
  });

  it('logs each answered file as one request line', async () => {
    const before = logLines.length;
    await get('/assets/rows-Ab12Cd34.js?v=2', { 'accept-encoding': 'br' });
    const written = logLines.slice(before).map((line) => JSON.parse(line) as object);
    expect(written).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        method: 'GET',
        url: '/assets/rows-Ab12Cd34.js?[redacted]',
        statusCode: 200,
      }),
    ]);
  });

  it('answers 304 to the ETag it gave, and only for that form', async () => {
    const url = '/assets/rows-Ab12Cd34.js?v=1';
    const first = await get(url, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const otherForm = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(otherForm.statusCode).toBe(200);
    expect(otherForm.headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD with the headers alone', async () => {
    const res = await app.inject({
      method: 'HEAD',
      url: '/assets/rows-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.rawPayload.length).toBe(0);
  });

  it('streams a file bigger than the memory limit, images uncompressed and immutable', async () => {
    const res = await get('/assets/hero-Ij90Kl12.webp', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(files.image)).toBe(true);
  });

  it('gives files outside /assets a short cache and an SVG no script', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(gunzipSync(res.rawPayload).toString()).toBe(files.favicon);
  });

  it('answers an unknown hashed asset 404 as text, never a page', async () => {
    const res = await get('/assets/gone-Zz99Yy88.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('Not Found');
  });

  it('serves no file outside the build, however the path is spelt', async () => {
    for (const url of [
      '/assets/../secret.txt',
      '/assets/../../secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '//secret.txt',
      '/assets/rows-Ab12Cd34.js/../../secret.txt',
    ]) {
      const res = await get(url);
      expect(res.body, url).not.toContain('database password');
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('leaves other methods and paths to the app', async () => {
    const post = await app.inject({ method: 'POST', url: '/assets/rows-Ab12Cd34.js' });
    expect(post.headers['content-type']).toContain('application/json');
    const api = await get('/api/health/live');
    expect(api.statusCode).toBe(200);
    expect(api.json()).toMatchObject({ status: 'ok' });
  });
});
