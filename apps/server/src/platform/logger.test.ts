import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { composeRuntime, type Runtime } from '../compose';
import { GENEROUS_LIMITS, TEST_CONFIG, testRuntimeConfig } from '../test/harness';
import { createClient, latestMail, newPlayer } from '../test/http';
import { createLoggerOptions, redactUrl } from './logger';

/** Every line a logger with the server's options writes, as written. */
function captureLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: pino(createLoggerOptions('trace', false), stream) };
}

describe('redactUrl', () => {
  it.each([
    ['/email/verify/12?token=abc', '/email/verify/12?[redacted]'],
    ['/password/reset/tok3n?email=a%40b.co', '/password/reset/[redacted]?[redacted]'],
    ['/password/reset/tok3n', '/password/reset/[redacted]'],
    ['/password/reset', '/password/reset'],
    ['/api/user', '/api/user'],
    ['/casino?page=2', '/casino?[redacted]'],
  ])('%s -> %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('logs never hold passwords, tokens, secrets or mail bodies (issue 11 §6)', () => {
  const { lines, logger } = captureLogger();
  let runtime: Runtime;
  let app: App;
  beforeAll(async () => {
    runtime = await composeRuntime(testRuntimeConfig({ SEED_DEMO: false }), logger, {
      inMemory: true,
      limits: GENEROUS_LIMITS,
    });
    app = await buildApp({ config: TEST_CONFIG, services: runtime.services, logger });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await runtime.close();
  });

  it('while registering, resetting, verifying through the mailed URLs and logging in', async () => {
    const api = createClient(app);
    const player = newPlayer();
    const newPassword = 'a brand new secret pass';
    const secrets: string[] = [player.password, newPassword];

    const registered = await api.post('/api/register', player);
    expect(registered.status).toBe(201);
    const verifyMail = await latestMail(runtime, player.email);
    const verifyToken = verifyMail.link?.searchParams.get('token') ?? '';
    secrets.push(verifyToken, verifyMail.text, verifyMail.html);
    // The mailed link as a browser opens it, then the call its page makes.
    await app.inject({
      method: 'GET',
      url: `${verifyMail.link?.pathname}${verifyMail.link?.search}`,
    });
    const id = (registered.body.user as { id: number }).id;
    const verified = await api.post('/api/email/verify', { id, token: verifyToken });
    expect(verified.status).toBe(200);

    expect((await api.post('/api/password/email', { email: player.email })).status).toBe(200);
    const resetMail = await latestMail(runtime, player.email);
    const resetToken = decodeURIComponent(resetMail.link?.pathname.split('/').pop() ?? '');
    secrets.push(resetToken, resetMail.text, resetMail.html);
    await app.inject({
      method: 'GET',
      url: `${resetMail.link?.pathname}${resetMail.link?.search}`,
    });
    const reset = await api.post('/api/password/reset', {
      token: resetToken,
      email: player.email,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(reset.status).toBe(200);

    expect(
      (await api.post('/api/login', { email: player.email, password: 'wrong pass 1' })).status,
    ).toBe(422);
    const login = await api.post('/api/login', { email: player.email, password: newPassword });
    expect(login.status).toBe(200);
    const sessionToken = login.body.token as string;
    secrets.push(sessionToken);
    expect((await api.get('/api/user', { token: sessionToken })).status).toBe(200);

    // A direct log call with the usual suspects is censored too.
    logger.info(
      {
        body: {
          password: 'p-secret-1',
          current_password: 'p-secret-2',
          password_confirmation: 'p-secret-3',
          token: 'p-secret-4',
        },
        headers: {
          'x-signature': 'p-secret-5',
          authorization: 'Bearer p-secret-6',
          cookie: 'p-secret-7',
        },
        config: { SMTP_URL: 'smtp://user:p-secret-8@mail', PAYMENT_WEBHOOK_SECRET: 'p-secret-9' },
      },
      'a careless log line',
    );
    secrets.push(...Array.from({ length: 9 }, (_, i) => `p-secret-${i + 1}`));

    const log = lines.join('\n');
    // The capture is real: requests and mails were logged, their URLs without the tokens.
    expect(log).toContain(`"url":"/email/verify/${id}?[redacted]"`);
    expect(log).toContain('"url":"/password/reset/[redacted]?[redacted]"');
    expect(log).toContain(
      `mail to ${player.email} stored in the outbox, subject ${verifyMail.subject}`,
    );
    expect(log).toContain('a careless log line');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(7);
      expect(log).not.toContain(secret);
    }
    // Nor any part of a mail body.
    expect(log).not.toContain('Please confirm your e-mail address');
    expect(log).not.toContain('We received a request to reset the password');
    expect(log).not.toContain(encodeURIComponent(resetToken));
  });
});

describe('request log lines (decision 027)', () => {
  const { lines, logger } = captureLogger();
  let runtime: Runtime;
  let app: App;
  beforeAll(async () => {
    runtime = await composeRuntime(testRuntimeConfig({ SEED_DEMO: false }), logger, {
      inMemory: true,
    });
    app = await buildApp({ config: TEST_CONFIG, services: runtime.services, logger });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await runtime.close();
  });

  it('writes one line per request: id, method, redacted URL, status, time, address', async () => {
    const before = lines.length;
    const res = await app.inject({
      method: 'GET',
      url: '/api/health/live?token=s3cret-query-token',
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(200);
    const written = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(written).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        pid: process.pid,
        hostname: expect.any(String),
        reqId: expect.any(String),
        method: 'GET',
        url: '/api/health/live?[redacted]',
        statusCode: 200,
        responseTime: expect.any(Number),
        remoteAddress: '203.0.113.7',
        msg: 'request completed',
      },
    ]);
  });

  it('a mailed link’s token stays out of the line', async () => {
    const before = lines.length;
    await app.inject({ method: 'GET', url: '/password/reset/s3cret-reset-token?email=a%40b.co' });
    const log = lines.slice(before).join('\n');
    expect(log).toContain('"url":"/password/reset/[redacted]?[redacted]"');
    expect(log).not.toContain('s3cret-reset-token');
  });

  it('a refused request is one "request completed" line too, beside its error line', async () => {
    const before = lines.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    const written = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = written.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ method: 'POST', url: '/api/login', statusCode: 400 });
    expect(written.some((line) => line.msg === 'incoming request')).toBe(false);
  });
});
