import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, GENEROUS_LIMITS, redisTestUrl, type TestApp } from '../test/harness';
import { createClient, signUpPlayer } from '../test/http';

const redisUrl = redisTestUrl();

describe.runIf(redisUrl)('rate limits shared through Redis (REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  const limits = { ...GENEROUS_LIMITS, login: { ip: { points: 2, durationSeconds: 60 } } };
  beforeAll(async () => {
    a = await createTestApp({ config: { REDIS_URL: redisUrl }, limits });
    b = await createTestApp({ config: { REDIS_URL: redisUrl }, limits, seed: false });
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  it('two nodes count one address together', async () => {
    // A fresh address per run: counters live in Redis for a minute.
    const ip = `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
    const login = { email: 'nobody@example.com', password: 'wrong password' };
    expect((await createClient(a.app).post('/api/login', login, { ip })).status).toBe(422);
    expect((await createClient(b.app).post('/api/login', login, { ip })).status).toBe(422);
    const third = await createClient(a.app).post('/api/login', login, { ip });
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('RATE_LIMITED');
  });

  it('a successful login clears the pair and gives the point back, in Redis too', async () => {
    const node = await createTestApp({
      config: { REDIS_URL: redisUrl },
      seed: false,
      limits: {
        ...GENEROUS_LIMITS,
        login: {
          ip: { points: 4, durationSeconds: 60 },
          account: { points: 2, durationSeconds: 60 },
        },
      },
    });
    try {
      const api = createClient(node.app);
      const player = await signUpPlayer(api);
      const ip = `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
      const login = (password: string) =>
        api.post('/api/login', { email: player.email, password }, { ip });
      expect((await login('wrong 1')).status).toBe(422);
      expect((await login(player.password)).status).toBe(200);
      expect((await login('wrong 2')).status).toBe(422);
      expect((await login('wrong 3')).status).toBe(422);
      // Two failures since the success lock the pair; that refusal costs the address nothing.
      expect((await login(player.password)).status).toBe(429);
      // The address counted 3 failures (the success gave its point back): one more is allowed.
      const other = (n: number) =>
        api.post('/api/login', { email: `other${n}@example.com`, password: 'x' }, { ip });
      expect((await other(1)).status).toBe(422);
      expect((await other(2)).status).toBe(429);
    } finally {
      await node.close();
    }
  });
});
