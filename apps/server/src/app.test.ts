import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from './seeding/seed';
import { POLICY_SLUGS } from '@casino/contracts/policies';
import { useTestApp } from './test/suite';

const { t } = useTestApp();

describe('platform over HTTP', () => {
  it('reports database status at /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { status: 'up', driver: 'pglite' },
    });
  });

  it('serves the OpenAPI document built from the contract schemas', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json() as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/user',
        '/api/pages',
        '/api/games/categories',
        // spec §7 chat calls, already written with /api (not doubled).
        '/api/groups/active',
        '/api/group/deactivate',
        '/api/messages',
        '/api/conversations',
      ]),
    );
    expect(doc.components.schemas).toHaveProperty('User');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('<title>Swagger UI</title>');
  });

  it.each([
    {
      what: 'malformed JSON with 400 and a body field error, never 500',
      headers: { 'content-type': 'application/json' },
      payload: '{"limit_from": 0,',
      status: 400,
      code: 'MALFORMED_JSON',
      message: 'The request body is not valid JSON.',
    },
    {
      what: 'oversized bodies with 413 in the error shape',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' },
      payload: JSON.stringify({ limit_from: 0, padding: 'x'.repeat(70 * 1024) }),
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: '请求正文过大。',
    },
  ])('answers $what', async ({ headers, payload, status, code, message }) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pages', headers, payload });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message, code, errors: { body: [message] } });
  });

  it('answers wrong types with 422 and translated field errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: { 'accept-language': 'es' },
      payload: { limit_from: 'abc', limit_to: 5000 },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Los datos enviados no son válidos.');
    expect(body.errors.limit_from).toEqual(['Debe ser de tipo number.']);
    expect(body.errors.limit_to).toEqual(['Debe ser como máximo 300.']);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'cn' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: '请求的 API 路径不存在。', code: 'ROUTE_NOT_FOUND' });
  });

  it('sets security headers: a per-response script nonce on pages, none on JSON', async () => {
    // /api/docs is an HTML page; the CSP is a page's header (decision 027).
    const first = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const second = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(first.headers['content-type']).toContain('text/html');
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('ws://localhost:6001');
    expect(second.headers['content-security-policy']).not.toBe(csp);
    const json = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(json.headers['content-security-policy']).toBeUndefined();
    for (const res of [first, json]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      // Same-origin form posts carry a real Origin (the web app's cross-site check), other
      // sites never see our URLs.
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('allows cross-origin calls from APP_URL only', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/pages',
      headers: { origin: 'http://localhost:8000', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8000');
    const denied = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/pages',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('content and catalog calls used by the shell', () => {
  it('POST /api/pages lists the menu pages in the requested language and range', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: { 'accept-language': 'es' },
      payload: { limit_from: 0, limit_to: 300 },
    });
    expect(res.statusCode).toBe(200);
    const { pages } = res.json() as {
      pages: { slug: string; title: string; to: string; group: string }[];
    };
    expect(pages.map((p) => p.slug)).toEqual(expect.arrayContaining([...POLICY_SLUGS]));
    expect(pages.find((p) => p.slug === 'privacy-policy')).toMatchObject({
      title: 'Política de privacidad',
      to: '/policies/privacy-policy',
      group: 'pages',
    });
    const ranged = await t.app.inject({
      method: 'POST',
      url: '/api/pages',
      payload: { limit_from: 2, limit_to: 4 },
    });
    expect(ranged.json().pages).toHaveLength(2);
    expect(ranged.json().pages[0]).toEqual(
      pages[2] && { ...pages[2], title: ranged.json().pages[0].title },
    );
  });

  it('POST /api/pages reads a form body and defaults to 0..300', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'limit_from=0&limit_to=3',
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().pages).toHaveLength(3);
    const empty = await t.app.inject({ method: 'POST', url: '/api/pages' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().pages).toHaveLength(12);
  });

  it('POST /api/games/categories lists categories with category 3 as popular', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/games/categories',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.statusCode).toBe(200);
    const { categories } = res.json() as {
      categories: { id: number; slug: string; name: string; in_menu: number }[];
    };
    expect(categories.find((c) => c.id === 3)).toMatchObject({
      slug: 'popular',
      name: '热门',
      in_menu: 1,
    });
    expect(categories.filter((c) => c.in_menu === 1).length).toBeGreaterThanOrEqual(5);
  });
});

describe('GET /api/user and bearer tokens', () => {
  it('answers 401 "Unauthenticated." without a token or with a bad one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Unauthenticated.', code: 'UNAUTHENTICATED' });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it("answers the token holder's own user, never another's", async () => {
    const users = t.runtime.services.usersService;
    const [player, support] = await Promise.all([
      users.findByEmail(DEMO_USERS[0].email),
      users.findByEmail(DEMO_USERS[1].email),
    ]);
    if (!player || !support) throw new Error('demo users missing');
    const a = await users.createSession(player.id);
    const b = await users.createSession(support.id);
    const resA = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${a.token}` },
    });
    const resB = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(resA.statusCode).toBe(200);
    expect(resA.json()).toEqual({
      status: 'ok',
      user: {
        id: player.id,
        name: 'Demo Player',
        email: 'player@demo.casino',
        photo_url: null,
        currency: 'EUR',
        balance: 0,
        w_balance: 0,
        w_bonus_balance: 0,
        total_deposits: 0,
        email_verified_at: expect.any(String),
        customer_support_user: 0,
        role: 'player',
      },
    });
    expect(resB.json().user).toMatchObject({
      id: support.id,
      customer_support_user: 1,
      role: 'support',
    });
  });
});
