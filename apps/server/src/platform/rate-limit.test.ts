import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_LIMITS, createTestApp, type TestApp } from '../test/harness';
import { createClient, newPlayer, signUpPlayer } from '../test/http';
import { AUTH_LIMITS } from './rate-limit';
import { useTestApp } from '../test/suite';

const tight = (points: number) => ({ points, durationSeconds: 60 });
const { api } = useTestApp({
  limits: {
    ...GENEROUS_LIMITS,
    login: { ip: tight(3), account: tight(2) },
    register: { ip: tight(2), account: tight(1) },
    passwordReset: { ip: tight(100), account: tight(1) },
    passwordEmail: { ip: tight(2), account: tight(100) },
    emailResend: { ip: tight(100), account: tight(1) },
  },
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

  it('login: guesses from other addresses never lock the owner out', async () => {
    const owner = await signUpPlayer(api);
    const guess = (ip: string) =>
      api.post('/api/login', { email: owner.email.toUpperCase(), password: 'guess' }, { ip });
    expect((await guess('10.9.1.1')).status).toBe(422);
    expect((await guess('10.9.1.1')).status).toBe(422);
    expect((await guess('10.9.1.1')).status).toBe(429);
    expect((await guess('10.9.1.2')).status).toBe(422);
    expect((await guess('10.9.1.2')).status).toBe(422);
    const fromHome = await api.post(
      '/api/login',
      { email: owner.email, password: owner.password },
      { ip: '10.9.1.3' },
    );
    expect(fromHome.status).toBe(200);
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

describe('reset and resend limits say nothing about whether an account exists', () => {
  it('a registered and an unknown address are refused at the same count, with the same answers', async () => {
    const known = await signUpPlayer(api);
    /** The statuses and bodies a caller sees for `times` calls from one fresh address. */
    const answers = async (url: string, email: string, ip: string, times: number) => {
      const seen: unknown[] = [];
      for (let i = 0; i < times; i += 1) {
        const res = await api.post(url, { email }, { ip });
        seen.push({
          status: res.status,
          code: res.body.code,
          message: res.status === 200 ? res.body.message : undefined,
        });
      }
      return seen;
    };
    // password/email: 2 per address here; email/resend: 1 per account.
    const resetKnown = await answers('/api/password/email', known.email, '10.9.5.1', 3);
    expect(resetKnown.map((a) => (a as { status: number }).status)).toEqual([200, 200, 429]);
    expect(await answers('/api/password/email', 'ghost.5@example.com', '10.9.5.2', 3)).toEqual(
      resetKnown,
    );
    const resendKnown = await answers('/api/email/resend', known.email, '10.9.5.3', 2);
    expect(resendKnown.map((a) => (a as { status: number }).status)).toEqual([200, 429]);
    expect(await answers('/api/email/resend', 'ghost.6@example.com', '10.9.5.4', 2)).toEqual(
      resendKnown,
    );
  });
});

describe('login lock-out with the real limits (issue 11 §6)', () => {
  let real: TestApp;
  let client: ReturnType<typeof createClient>;
  beforeAll(async () => {
    real = await createTestApp({
      seed: false,
      limits: { ...GENEROUS_LIMITS, login: AUTH_LIMITS.login },
    });
    client = createClient(real.app);
  });
  afterAll(async () => {
    await real.close();
  });

  const login = (email: string, password: string, ip: string) =>
    client.post('/api/login', { email, password }, { ip });

  it('10 wrong passwords from address A lock A out for alice; alice logs in from B', async () => {
    const alice = await signUpPlayer(client);
    const bob = await signUpPlayer(client);
    for (let i = 0; i < AUTH_LIMITS.login.account.points; i += 1) {
      expect((await login(alice.email, `wrong ${i}`, '10.8.0.1')).status).toBe(422);
    }
    const locked = await login(alice.email, alice.password, '10.8.0.1');
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Alice from her own address, and A for another account, are not affected.
    expect((await login(alice.email, alice.password, '10.8.0.2')).status).toBe(200);
    expect((await login(bob.email, bob.password, '10.8.0.1')).status).toBe(200);
  });

  it('successful logins never lock anyone, and one clears the failures before it', async () => {
    const carol = await signUpPlayer(client);
    const total = AUTH_LIMITS.login.ip.points + AUTH_LIMITS.login.account.points;
    for (let i = 0; i < total; i += 1) {
      expect((await login(carol.email, carol.password, '10.8.1.1')).status).toBe(200);
    }
    for (let round = 0; round < 2; round += 1) {
      for (let i = 1; i < AUTH_LIMITS.login.account.points; i += 1) {
        expect((await login(carol.email, 'wrong', '10.8.1.1')).status).toBe(422);
      }
      expect((await login(carol.email, carol.password, '10.8.1.1')).status).toBe(200);
    }
  });

  it('failures across many accounts from one address still stop credential stuffing', async () => {
    for (let i = 0; i < AUTH_LIMITS.login.ip.points; i += 1) {
      expect((await login(`stuffed${i}@example.com`, 'leaked', '10.8.2.1')).status).toBe(422);
    }
    expect((await login('another@example.com', 'leaked', '10.8.2.1')).status).toBe(429);
    expect((await login('another@example.com', 'leaked', '10.8.2.2')).status).toBe(422);
  });
});
