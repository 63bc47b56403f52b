import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { composeRuntime, type Runtime } from '../compose';
import { GENEROUS_LIMITS, TEST_CONFIG, testLogger, testRuntimeConfig } from '../test/harness';
import { hasWebBuild } from '../test/web-build';
import { createWebApp, isSameOriginRequest, loadWebBuild, WEB_BUILD_DIR } from './ssr';

/** Issue 11 points 1, 3 and 5 on the server-rendered web app, through the real build. */

const APP_ORIGIN = new URL(TEST_CONFIG.APP_URL).origin;
const HTTPS_APP_URL = 'https://casino.example';
const FOREIGN_ORIGIN = 'https://evil.example';
const BODY_LIMIT = TEST_CONFIG.BODY_LIMIT_BYTES; // 64 KiB
const UPLOAD_LIMIT = 256 * 1024;
const PASSWORD = 'correct horse battery staple';

/** The opening tag of the form that posts to /logout, or '' when the page has none. */
function findLogoutForm(html: string): string {
  return /<form[^>]*action="\/logout"[^>]*>/.exec(html)?.[0] ?? '';
}

describe('isSameOriginRequest', () => {
  const check = (headers: Record<string, string>) => isSameOriginRequest(headers, APP_ORIGIN);

  it('passes a request from APP_URL by Origin or by Sec-Fetch-Site', () => {
    expect(check({ origin: APP_ORIGIN })).toBe(true);
    expect(check({ origin: APP_ORIGIN, 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(check({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(check({ 'sec-fetch-site': 'none' })).toBe(true);
    // A plain form post under Referrer-Policy: no-referrer hides its Origin as "null".
    expect(check({ origin: 'null', 'sec-fetch-site': 'same-origin' })).toBe(true);
  });

  it('refuses other origins, sibling sites, "null" and requests that name no origin', () => {
    expect(check({ origin: FOREIGN_ORIGIN })).toBe(false);
    expect(check({ origin: 'http://localhost:8001' })).toBe(false);
    expect(check({ origin: 'null' })).toBe(false);
    expect(check({ origin: 'null', 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(check({ 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(check({ 'sec-fetch-site': 'same-site' })).toBe(false);
    // Both present: both must agree.
    expect(check({ origin: APP_ORIGIN, 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(check({})).toBe(false);
  });
});

describe.runIf(hasWebBuild())('web app security (issue 11)', () => {
  let runtime: Runtime;
  /** APP_URL http://localhost:8000, demo mode. */
  let app: App;
  /** APP_URL https://casino.example, live mode. */
  let httpsApp: App;
  let alice: { id: number; email: string; token: string };
  let bob: { id: number; token: string };

  /** Alice signs in through the /login form on `target`, sending `headers` and `fields` too. */
  const postLoginForm = (
    target: App,
    headers: Record<string, string>,
    fields: Record<string, string> = {},
  ) =>
    target.inject({
      method: 'POST',
      url: '/login',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email: alice.email,
        password: PASSWORD,
        ...fields,
      }).toString(),
    });

  async function createPlayer(name: string) {
    const email = `${name.toLowerCase().replaceAll(' ', '.')}.${randomBytes(3).toString('hex')}@example.com`;
    const users = runtime.services.usersService;
    const user = await users.createUser({
      name,
      email,
      password: PASSWORD,
      role: 'player',
      emailVerified: true,
    });
    return { id: user.id, email, token: (await users.createSession(user.id)).token };
  }

  beforeAll(async () => {
    runtime = await composeRuntime(testRuntimeConfig(), testLogger, {
      inMemory: true,
      limits: GENEROUS_LIMITS,
    });
    const build = await loadWebBuild();
    /** The production app with its pages, served at `appUrl`. */
    const appAt = (appUrl: string, appMode: 'demo' | 'live') =>
      buildApp({
        config: { ...TEST_CONFIG, APP_URL: appUrl },
        services: runtime.services,
        logger: testLogger,
        web: createWebApp({
          build,
          mode: 'production',
          clientDir: path.join(WEB_BUILD_DIR, 'client'),
          appUrl,
          appMode,
          bodyLimitBytes: BODY_LIMIT,
          uploadLimitBytes: UPLOAD_LIMIT,
        }),
      });
    app = await appAt(TEST_CONFIG.APP_URL, 'demo');
    httpsApp = await appAt(HTTPS_APP_URL, 'live');
    alice = await createPlayer('Alice Cross Site');
    bob = await createPlayer('Bob Tip Receiver');
    // 100.00 EUR of withdrawable cash for Alice: 0.002 BTC at 50,000.
    runtime.services.ratesService.pin('BTC', 'EUR', '50000');
    await runtime.services.walletService.receiveDeposit('generic', {
      coin: 'BTC',
      txid: randomBytes(32).toString('hex'),
      vout: 0,
      address: await runtime.services.walletService.depositAddressFor(alice.id, 'BTC'),
      amount: '0.002',
      confirmations: 6,
    });
  });
  afterAll(async () => {
    await app?.close();
    await httpsApp?.close();
    await runtime?.close();
  });

  async function balances() {
    const read = async (token: string) => {
      const res = await app.inject({
        url: '/api/user',
        headers: { authorization: `Bearer ${token}` },
      });
      return (res.json() as { user: { w_balance: number } }).user.w_balance;
    };
    return { alice: await read(alice.token), bob: await read(bob.token) };
  }

  function tipForm(amount: string, padding = 0) {
    const form = new URLSearchParams({
      recipient: 'Bob Tip Receiver',
      amount,
      idempotency_key: randomBytes(8).toString('hex'),
    });
    if (padding > 0) form.set('padding', 'x'.repeat(padding));
    return form.toString();
  }

  const postTip = (headers: Record<string, string>, payload = tipForm('1')) =>
    app.inject({
      method: 'POST',
      url: '/wallet/tip',
      headers: {
        cookie: `token=${alice.token}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      payload,
    });

  describe('cross-site requests cannot move money (point 3)', () => {
    it('refuses a tip posted from a foreign origin with a valid session cookie: 403, no transfer', async () => {
      const before = await balances();
      expect(before.alice).toBe(10_000);
      const res = await postTip({ origin: FOREIGN_ORIGIN });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect(await balances()).toEqual(before);
    });

    it('refuses Sec-Fetch-Site cross-site and same-site, and a POST naming no origin at all', async () => {
      const before = await balances();
      const refused: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { origin: 'null' },
        { origin: APP_ORIGIN, 'sec-fetch-site': 'cross-site' },
        {},
      ];
      for (const headers of refused) {
        expect((await postTip(headers)).statusCode, JSON.stringify(headers)).toBe(403);
      }
      expect(await balances()).toEqual(before);
    });

    it('lets the same tip through from APP_URL (by Origin, or by Sec-Fetch-Site alone)', async () => {
      const before = await balances();
      const byOrigin = await postTip({ origin: APP_ORIGIN, 'sec-fetch-site': 'same-origin' });
      expect(byOrigin.statusCode).toBe(200);
      expect(byOrigin.body).toContain('Your tip has been sent.');
      const bySite = await postTip({ 'sec-fetch-site': 'same-origin' });
      expect(bySite.statusCode).toBe(200);
      expect(await balances()).toEqual({ alice: before.alice - 200, bob: before.bob + 200 });
    });

    it('refuses cross-site form actions on pages too (login), but serves pages to any GET', async () => {
      const login = await postLoginForm(app, { origin: FOREIGN_ORIGIN });
      expect(login.statusCode).toBe(403);
      expect(login.headers['set-cookie']).toBeUndefined();
      const page = await app.inject({
        url: '/casino',
        headers: { origin: FOREIGN_ORIGIN, 'sec-fetch-site': 'cross-site' },
      });
      expect(page.statusCode).toBe(200);
    });
  });

  describe('log out is a POST (point 3)', () => {
    const isSignedIn = async (token: string) =>
      (await app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } }))
        .statusCode === 200;

    it('GET /logout shows a button that posts, and ends nothing', async () => {
      const player = await createPlayer('Gina Get Logout');
      const res = await app.inject({
        url: '/logout',
        headers: { cookie: `token=${player.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie'] ?? '').not.toMatch(/token=;/);
      expect(findLogoutForm(res.body)).toContain('method="post"');
      expect(res.body).toContain('data-testid="logout-submit"');
      expect(await isSignedIn(player.token)).toBe(true);
      // Visitors have nothing to end.
      const visitor = await app.inject({ url: '/logout' });
      expect(visitor.statusCode).toBe(302);
      expect(visitor.headers.location).toBe('/login');
    });

    it('POST /logout from another site is refused and the session lives on', async () => {
      const player = await createPlayer('Carl Cross Logout');
      const res = await app.inject({
        method: 'POST',
        url: '/logout',
        headers: { cookie: `token=${player.token}`, origin: FOREIGN_ORIGIN },
      });
      expect(res.statusCode).toBe(403);
      expect(await isSignedIn(player.token)).toBe(true);
    });

    it('POST /logout from APP_URL revokes the token, clears the cookie and goes to /login', async () => {
      const player = await createPlayer('Paula Post Logout');
      // The logout button is a plain form post: under helmet's no-referrer policy Chromium
      // sends `Origin: null` with `Sec-Fetch-Site: same-origin`.
      const res = await app.inject({
        method: 'POST',
        url: '/logout',
        headers: {
          cookie: `token=${player.token}`,
          origin: 'null',
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: '',
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login');
      expect(String(res.headers['set-cookie'])).toBe(
        'token=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly',
      );
      expect(await isSignedIn(player.token)).toBe(false);
    });

    it('the support console logs out with a POST form, not a link', async () => {
      const users = runtime.services.usersService;
      const agent = await users.createUser({
        name: 'Sam Support Agent',
        email: `agent.${randomBytes(3).toString('hex')}@example.com`,
        password: PASSWORD,
        role: 'support',
        emailVerified: true,
      });
      const { token } = await users.createSession(agent.id);
      const html = (
        await app.inject({ url: '/customersupport', headers: { cookie: `token=${token}` } })
      ).body;
      expect(html).toContain('data-testid="support-logout"');
      expect(findLogoutForm(html)).toContain('method="post"');
      expect(html).not.toContain('href="/logout"');
    });
  });

  describe('the session cookie follows APP_URL (point 3)', () => {
    const login = (target: App, origin: string) =>
      postLoginForm(target, { origin }, { remember: 'on' });

    it('is `token`, without Secure, when APP_URL is http, even behind a proxy saying https', async () => {
      const res = await postLoginForm(app, { origin: APP_ORIGIN, 'x-forwarded-proto': 'https' });
      expect(res.statusCode).toBe(302);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^token=[^;]+; Path=\/; SameSite=Lax; HttpOnly$/);
      expect(cookie).not.toContain('Secure');
    });

    it('is `__Host-token; Path=/; Secure` without Domain when APP_URL is https, on a plain-http hop', async () => {
      const res = await login(httpsApp, HTTPS_APP_URL);
      expect(res.statusCode).toBe(302);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(
        /^__Host-token=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax; Secure; HttpOnly$/,
      );
      expect(cookie).not.toMatch(/Domain=/i);
      // The cookie it set is the one that signs the player in; a plain `token` does not.
      const token = decodeURIComponent(/^__Host-token=([^;]+)/.exec(cookie)?.[1] ?? '');
      const signedIn = await httpsApp.inject({
        url: '/settings/profile',
        headers: { cookie: `__Host-token=${encodeURIComponent(token)}` },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.body).toContain('Alice Cross Site');
      const planted = await httpsApp.inject({
        url: '/settings/profile',
        headers: { cookie: `token=${encodeURIComponent(token)}` },
      });
      expect(planted.statusCode).toBe(302);
      expect(planted.headers.location).toBe('/login');
      // Logging out clears the same name with the same attributes.
      const logout = await httpsApp.inject({
        method: 'POST',
        url: '/logout',
        headers: { cookie: `__Host-token=${encodeURIComponent(token)}`, origin: HTTPS_APP_URL },
      });
      expect(String(logout.headers['set-cookie'])).toBe(
        '__Host-token=; Path=/; Max-Age=0; SameSite=Lax; Secure; HttpOnly',
      );
    });
  });

  describe('bounded bodies (point 5)', () => {
    it('refuses a body over the limit by its Content-Length with 413; the action never runs', async () => {
      const before = await balances();
      const payload = tipForm('1', BODY_LIMIT);
      const res = await postTip({ origin: APP_ORIGIN }, payload);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(res.headers.connection).toBe('close');
      expect(await balances()).toEqual(before);
    });

    it('gives the identity-document upload its own, larger limit', async () => {
      const post = (bytes: number) =>
        app.inject({
          method: 'POST',
          url: '/settings/verification',
          headers: {
            cookie: `token=${alice.token}`,
            origin: APP_ORIGIN,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: `document_type=passport&padding=${'x'.repeat(bytes)}`,
        });
      // Over BODY_LIMIT_BYTES but within UPLOAD_MAX_BYTES: the action runs (and wants a file).
      const within = await post(BODY_LIMIT * 2);
      expect(within.statusCode).not.toBe(413);
      expect(within.body).toContain('File is Required.');
      expect((await post(UPLOAD_LIMIT + 128 * 1024)).statusCode).toBe(413);
    });

    it('counts a chunked body (no Content-Length) as it streams and stops it at the limit', async () => {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const before = await balances();
      const send = (chunks: string[]) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = http.request({
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/wallet/tip',
            headers: {
              cookie: `token=${alice.token}`,
              origin: APP_ORIGIN,
              'content-type': 'application/x-www-form-urlencoded',
            },
          });
          req.on('response', (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          });
          // The server may close the socket before the whole body went out: that is the point.
          req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
          for (const chunk of chunks) req.write(chunk);
          req.end();
        });
      const oversized = tipForm('1', 4 * BODY_LIMIT);
      const chunks = oversized.match(/[\s\S]{1,8192}/g) ?? [];
      const res = await send(chunks);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(await balances()).toEqual(before);
      // A small chunked body is an ordinary submission.
      const small = await send([tipForm('1')]);
      expect(small.status).toBe(200);
      expect(await balances()).toEqual({ alice: before.alice - 100, bob: before.bob + 100 });
    });
  });

  describe('an unmistakable demo (point 1)', () => {
    const marker = 'data-testid="demo-badge"';

    it('shows the translated Demo marker on every layout in demo mode', async () => {
      for (const url of ['/', '/casino', '/login', '/definitely/not/here']) {
        const res = await app.inject({ url });
        expect(res.body, url).toContain(marker);
        expect(res.body, url).toContain('title="Demo casino: play money, public test keys"');
      }
      const signedIn = await app.inject({
        url: '/settings/profile',
        headers: { cookie: `token=${alice.token}` },
      });
      expect(signedIn.body).toContain(marker);
      const chinese = await app.inject({ url: '/casino', headers: { cookie: 'locale=cn' } });
      expect(chinese.body).toMatch(/data-testid="demo-badge"[^>]*>演示/);
      const spanish = await app.inject({ url: '/casino', headers: { cookie: 'locale=es' } });
      expect(spanish.body).toContain('Casino de demostración');
    });

    it('shows nothing in live mode', async () => {
      for (const url of ['/', '/casino', '/login']) {
        const res = await httpsApp.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain(marker);
      }
    });
  });
});
