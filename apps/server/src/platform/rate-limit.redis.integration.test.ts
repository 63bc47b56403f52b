import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, GENEROUS_LIMITS, type TestApp } from '../test/harness';
import { createClient } from '../test/http';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl && process.env.CI === 'true') {
  throw new Error('REDIS_URL must be set when CI=true (the Redis suite may not skip)');
}

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
});
