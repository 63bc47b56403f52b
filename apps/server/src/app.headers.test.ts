import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { TEST_CONFIG, testLogger } from './test/harness';
import { useTestApp } from './test/suite';
import { hasWebBuild } from './test/web-build';
import { createWebApp, loadWebBuild, WEB_BUILD_DIR } from './web/ssr';

/**
 * Decision 027: the security headers are made once at start-up; an HTML page gets the set
 * helmet gave every answer before (issue 11), with a Content-Security-Policy carrying that
 * response's nonce; JSON answers and static files get the headers that apply to them, no CSP.
 */

/** Every answer, whatever it is. */
const ANSWER_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'same-origin',
};

/** An HTML page: helmet 8's set as configured before decision 027, beside the CSP. */
const PAGE_HEADERS = {
  ...ANSWER_HEADERS,
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const SECURITY_HEADER_NAMES = [
  ...Object.keys(PAGE_HEADERS),
  'content-security-policy',
  'strict-transport-security',
];

type Headers = Record<string, unknown>;

/** The security headers among `headers`. */
function securityHeadersOf(headers: Headers): Headers {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => SECURITY_HEADER_NAMES.includes(name)),
  );
}

function nonceOf(headers: Headers): string | undefined {
  return /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];
}

const { t } = useTestApp({ seed: false });

describe('security headers of the API', () => {
  it('a JSON answer carries the answer headers and no CSP', async () => {
    for (const url of ['/api/health/live', '/api/no-such-call']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toContain('application/json');
      expect(securityHeadersOf(res.headers)).toEqual(ANSWER_HEADERS);
    }
  });

  it('an HTML answer carries every page header and a CSP with a nonce of its own', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const second = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(first.headers['content-type']).toContain('text/html');
    const { 'content-security-policy': csp, ...others } = securityHeadersOf(first.headers);
    expect(others).toEqual(PAGE_HEADERS);
    expect(csp).toBe(
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonceOf(first.headers)}'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self' ws://localhost:6001",
        "frame-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join(';'),
    );
    expect(nonceOf(first.headers)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second.headers)).not.toBe(nonceOf(first.headers));
  });

  it('on HTTPS every answer carries HSTS and the CSP upgrades insecure requests', async () => {
    const app = await buildApp({
      config: {
        ...TEST_CONFIG,
        APP_URL: 'https://casino.example',
        ONRAMP_WIDGET_URL: 'https://buy.onramp.example/widget?key=1',
      },
      services: t.runtime.services,
      logger: testLogger,
    });
    try {
      const hsts = 'max-age=31536000; includeSubDomains';
      const json = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(securityHeadersOf(json.headers)).toEqual({
        ...ANSWER_HEADERS,
        'strict-transport-security': hsts,
      });
      const page = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.headers['strict-transport-security']).toBe(hsts);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("frame-src 'self' https://buy.onramp.example;");
      expect(csp).toMatch(/;upgrade-insecure-requests$/);
    } finally {
      await app.close();
    }
  });
});

describe.runIf(hasWebBuild())('security and cache headers of pages and assets', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildApp({
      config: TEST_CONFIG,
      services: t.runtime.services,
      logger: testLogger,
      web: createWebApp({
        build: await loadWebBuild(),
        mode: 'production',
        clientDir: path.join(WEB_BUILD_DIR, 'client'),
        appUrl: TEST_CONFIG.APP_URL,
      }),
    });
  });
  afterAll(() => app.close());

  it('a server-rendered page: the page headers, its scripts under the response’s nonce', async () => {
    const pages = await Promise.all([app.inject({ url: '/' }), app.inject({ url: '/' })]);
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const { 'content-security-policy': csp, ...others } = securityHeadersOf(page.headers);
      expect(others).toEqual(PAGE_HEADERS);
      expect(String(csp)).toContain("script-src 'self' 'nonce-");
      const nonce = nonceOf(page.headers);
      const inlineScripts = page.body.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
      expect(inlineScripts.length).toBeGreaterThan(0);
      for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(nonceOf(pages[0]!.headers)).not.toBe(nonceOf(pages[1]!.headers));
  });

  it('a hashed asset: precompressed brotli and gzip, immutable, ETag and 304, no CSP', async () => {
    const html = (await app.inject({ url: '/' })).body;
    const asset = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0] as string;
    const br = await app.inject({ url: asset, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(securityHeadersOf(br.headers)).toEqual(ANSWER_HEADERS);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    const script = brotliDecompressSync(br.rawPayload);
    const gzip = await app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(script)).toBe(true);
    const cached = await app.inject({
      url: asset,
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': String(br.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
  });

  it('a missing asset is a 404 without a page; no path leaves the build', async () => {
    const missing = await app.inject({ url: '/assets/entry.client-00000000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/plain; charset=utf-8');
    for (const url of ['/assets/../../package.json', '/assets/..%2f..%2f..%2fpackage.json']) {
      const res = await app.inject({ url });
      expect(res.body, url).not.toContain('"@casino/web"');
      expect(res.body, url).not.toContain('"dependencies"');
    }
  });
});
