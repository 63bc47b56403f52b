import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, TEST_CONFIG, testLogger, type TestApp } from '../../test/harness';
import { createClient, newPlayer } from '../../test/http';

describe('GET /dev/mail (development outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows mail sent without SMTP_URL, with its links, escaped', async () => {
    await createClient(t.app).post('/api/register', newPlayer({ name: '<b>Bold Player</b>' }));
    const res = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Verify your e-mail address');
    expect(res.body).toContain('&lt;b&gt;Bold Player&lt;/b&gt;');
    expect(res.body).toMatch(/<a href="http:\/\/localhost:8000\/email\/verify\/\d+\?token=/);
  });

  it('is part of the demo, also under npm start (NODE_ENV=production)', async () => {
    const app = await buildApp({
      config: { ...TEST_CONFIG, isProduction: true, isLive: false },
      services: t.runtime.services,
      logger: testLogger,
    });
    const res = await app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    await app.close();
  });

  it('does not exist in live mode', async () => {
    const app = await buildApp({
      config: { ...TEST_CONFIG, isProduction: true, isLive: true },
      services: t.runtime.services,
      logger: testLogger,
    });
    const res = await app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Verify your e-mail address');
    await app.close();
  });
});
