import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/suite';

const { t } = useTestApp({ seed: false });

describe('GET /api/health and /api/health/live', () => {
  it('answers readiness with the database status, and liveness on its own', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ok',
      database: { status: 'up', driver: 'pglite' },
    });

    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', uptime_seconds: expect.any(Number) });
  });
});
