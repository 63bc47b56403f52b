import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { composeRuntime, type Runtime } from '../compose';
import { DEMO_USERS } from '../seeding/seed';
import { TEST_CONFIG, testLogger, testRuntimeConfig } from '../test/harness';
import { hasWebBuild } from '../test/web-build';
import { createWebApp, loadWebBuild, WEB_BUILD_DIR } from './ssr';

describe.runIf(hasWebBuild())('server-side rendering with guards', () => {
  let app: App;
  let runtime: Runtime;
  let playerToken: string;
  let supportToken: string;

  beforeAll(async () => {
    runtime = await composeRuntime(testRuntimeConfig(), testLogger, {
      inMemory: true,
    });
    const web = createWebApp({
      build: await loadWebBuild(),
      mode: 'production',
      clientDir: path.join(WEB_BUILD_DIR, 'client'),
      appUrl: TEST_CONFIG.APP_URL,
    });
    app = await buildApp({
      config: TEST_CONFIG,
      services: runtime.services,
      logger: testLogger,
      web,
    });
    const users = runtime.services.usersService;
    const player = await users.findByEmail(DEMO_USERS[0].email);
    const support = await users.findByEmail(DEMO_USERS[1].email);
    if (!player || !support) throw new Error('demo users missing');
    playerToken = (await users.createSession(player.id)).token;
    supportToken = (await users.createSession(support.id)).token;
  });
  afterAll(async () => {
    await app.close();
    await runtime.close();
  });

  const get = (url: string, cookie?: string, language?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
    });

  /** The answer is a 302 to `location`. */
  const expectRedirect = (res: Awaited<ReturnType<typeof get>>, location: string) => {
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
  };

  it('renders the landing page as HTML with data from the API and a CSP nonce on scripts', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('Responsible Gaming');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    // 16 random bytes in base64.
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const inlineScripts = res.body.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('renders in the locale cookie language, "cn" included', async () => {
    const es = await get('/', 'locale=es');
    expect(es.body).toContain('<html lang="es"');
    expect(es.body).toContain('Juego responsable');
    const cn = await get('/', 'locale=cn');
    expect(cn.body).toContain('<html lang="zh-CN"');
    expect(cn.body).toContain('负责任博彩');
  });

  it('links a canonical address and hreflang alternates; ?lang= renders that language', async () => {
    const res = await get('/policies/vip?lang=es');
    expect(res.body).toContain('<html lang="es"');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:8000/policies/vip"/>');
    for (const locale of ['en', 'zh-CN', 'es']) {
      expect(res.body).toContain(
        `<link rel="alternate" hrefLang="${locale}" href="http://localhost:8000/policies/vip?lang=${locale}"/>`,
      );
    }
    expect(res.body).toContain(
      '<link rel="alternate" hrefLang="x-default" href="http://localhost:8000/policies/vip"/>',
    );
    expect(String(res.headers['set-cookie'])).toContain('locale=es');
    const cn = await get('/policies/vip?lang=cn', 'locale=es');
    expect(cn.body).toContain('<html lang="zh-CN"');
  });

  it('answers unknown pages with a 404 HTML error page', async () => {
    const res = await get('/definitely/not/here');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This page could not be found');
    expect(res.body).toContain('Sorry, page not found!');
  });

  it('auth guard: visitors go to /login, players get the account area', async () => {
    expectRedirect(await get('/settings/profile'), '/login');
    const player = await get('/settings/profile', `token=${playerToken}`);
    expect(player.statusCode).toBe(200);
    expect(player.body).toContain('Demo Player');
  });

  it('guest guard: logged-in players are sent from /login to /', async () => {
    expectRedirect(await get('/login', `token=${playerToken}`), '/');
    expect((await get('/login')).statusCode).toBe(200);
  });

  it('check-auth: a stale token cookie is cleared; guarded pages show the expired warning', async () => {
    const res = await get('/settings/profile', 'token=stale-token');
    // spec §4: a token that stopped working shows the token-expired warning at /login.
    expectRedirect(res, '/login?expired=1');
    expect(String(res.headers['set-cookie'])).toMatch(/token=;.*Max-Age=0/i);
    // On a public page the visitor simply continues anonymously, cookie cleared.
    const home = await get('/', 'token=stale-token');
    expect(home.statusCode).toBe(200);
    expect(String(home.headers['set-cookie'])).toMatch(/token=;.*Max-Age=0/i);
  });

  it('support agents are sent to the agent console', async () => {
    expectRedirect(await get('/settings/profile', `token=${supportToken}`), '/customersupport');
    const agent = await get('/customersupport', `token=${supportToken}`);
    expect(agent.statusCode).toBe(200);
    expect(agent.body).toContain('support@demo.casino');
  });

  it('redirects the old /auth/* paths to their canonical pages', async () => {
    for (const [from, to] of [
      ['/auth/login', '/login'],
      ['/auth/register', '/register'],
      ['/auth/password/email', '/password/reset'],
      ['/auth/verification/resend', '/email/resend'],
    ]) {
      const res = await get(from as string);
      expect([301, 302]).toContain(res.statusCode);
      expect(res.headers.location).toBe(to);
    }
  });

  it('serves hashed assets with immutable caching', async () => {
    const html = (await get('/')).body;
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toMatch(/^\/assets\/[\w.-]+-[\w-]{8}\.js$/);
    const res = await get(asset as string);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends pages, assets and API answers compressed when the browser accepts it', async () => {
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const page = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('<!DOCTYPE html>');
    const asset = /\/assets\/entry\.client[^"]+\.js/.exec(html)?.[0] as string;
    const script = await app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.rawPayload.length).toBeLessThan(gunzipSync(script.rawPayload).length / 2);
    const api = await app.inject({
      method: 'POST',
      url: '/api/games/list',
      headers: { 'accept-encoding': 'gzip', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(api.rawPayload).toString())).toHaveProperty('totalcount');
  });
});
