import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { TEST_CONFIG, testLogger } from '../../test/harness';
import { newPlayer } from '../../test/http';
import { useTestApp } from '../../test/suite';

describe('GET /dev/mail (development outbox)', () => {
  const { t, api } = useTestApp();

  it('shows mail sent without SMTP_URL, with its links, escaped', async () => {
    await api.post('/api/register', newPlayer({ name: '<b>Bold Player</b>' }));
    const res = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Verify your e-mail address');
    expect(res.body).toContain('&lt;b&gt;Bold Player&lt;/b&gt;');
    expect(res.body).toMatch(/<a href="http:\/\/localhost:8000\/email\/verify\/\d+\?token=/);
  });

  /** GET /dev/mail on an app built as `npm start` builds it (NODE_ENV=production). */
  async function devMailInProduction(isLive: boolean) {
    const app = await buildApp({
      config: { ...TEST_CONFIG, isProduction: true, isLive },
      services: t.runtime.services,
      logger: testLogger,
    });
    try {
      return await app.inject({ method: 'GET', url: '/dev/mail' });
    } finally {
      await app.close();
    }
  }

  it('is part of the demo, also under npm start (NODE_ENV=production)', async () => {
    const res = await devMailInProduction(false);
    expect(res.statusCode).toBe(200);
  });

  it('does not exist in live mode', async () => {
    const res = await devMailInProduction(true);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Verify your e-mail address');
  });
});
