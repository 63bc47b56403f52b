import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/seed';
import { GENEROUS_LIMITS, createTestApp, type TestApp } from '../test/harness';
import { createClient, newPlayer } from '../test/http';

const tight = (points: number) => ({ points, durationSeconds: 60 });
let t: TestApp;
let api: ReturnType<typeof createClient>;
beforeAll(async () => {
  t = await createTestApp({
    limits: {
      ...GENEROUS_LIMITS,
      login: { ip: tight(3), account: tight(2) },
      register: { ip: tight(2), account: tight(1) },
      passwordReset: { ip: tight(100), account: tight(1) },
      passwordEmail: { ip: tight(2), account: tight(100) },
      emailResend: { ip: tight(100), account: tight(1) },
    },
  });
  api = createClient(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('rate limits on auth calls', () => {
  it('login: per IP, answering 429 with Retry-After in the request language', async () => {
    const attempt = (email: string) =>
      api.post(
        '/api/login',
        { email, password: 'wrong password' },
        { ip: '10.9.0.1', locale: 'es' },
      );
    expect((await attempt('a@example.com')).status).toBe(422);
    expect((await attempt('b@example.com')).status).toBe(422);
    expect((await attempt('c@example.com')).status).toBe(422);
    const limited = await attempt('d@example.com');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.body.message).toMatch(
      /^Demasiadas solicitudes\. Inténtalo de nuevo en \d+ segundos\.$/,
    );
    // Another address is not affected.
    expect(
      (await api.post('/api/login', { email: 'e@example.com', password: 'x' }, { ip: '10.9.0.2' }))
        .status,
    ).toBe(422);
  });

  it('login: per account across addresses, so spreading guesses over IPs does not help', async () => {
    const email = DEMO_USERS[1].email;
    expect(
      (await api.post('/api/login', { email, password: 'guess 1' }, { ip: '10.9.1.1' })).status,
    ).toBe(422);
    expect(
      (
        await api.post(
          '/api/login',
          { email: email.toUpperCase(), password: 'guess 2' },
          { ip: '10.9.1.2' },
        )
      ).status,
    ).toBe(422);
    const limited = await api.post(
      '/api/login',
      { email, password: DEMO_USERS[1].password },
      { ip: '10.9.1.3' },
    );
    expect(limited.status).toBe(429);
  });

  it('register, password reset and resend are limited too', async () => {
    expect((await api.post('/api/register', newPlayer(), { ip: '10.9.2.1' })).status).toBe(201);
    expect((await api.post('/api/register', newPlayer(), { ip: '10.9.2.1' })).status).toBe(201);
    expect((await api.post('/api/register', newPlayer(), { ip: '10.9.2.1' })).status).toBe(429);
    // Per account: the same e-mail from another address is limited too.
    const same = newPlayer();
    expect((await api.post('/api/register', same, { ip: '10.9.2.2' })).status).toBe(201);
    expect((await api.post('/api/register', same, { ip: '10.9.2.3' })).status).toBe(429);
    const reset = {
      token: 'guess',
      email: same.email,
      password: 'long enough',
      password_confirmation: 'long enough',
    };
    expect((await api.post('/api/password/reset', reset, { ip: '10.9.2.4' })).status).toBe(422);
    expect((await api.post('/api/password/reset', reset, { ip: '10.9.2.5' })).status).toBe(429);

    for (let i = 0; i < 2; i += 1) {
      expect(
        (await api.post('/api/password/email', { email: `x${i}@example.com` }, { ip: '10.9.3.1' }))
          .status,
      ).toBe(200);
    }
    expect(
      (await api.post('/api/password/email', { email: 'y@example.com' }, { ip: '10.9.3.1' }))
        .status,
    ).toBe(429);

    expect(
      (await api.post('/api/email/resend', { email: 'same@example.com' }, { ip: '10.9.4.1' }))
        .status,
    ).toBe(200);
    expect(
      (await api.post('/api/email/resend', { email: 'same@example.com' }, { ip: '10.9.4.2' }))
        .status,
    ).toBe(429);
  });
});
