import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { toJobView } from './system.service';

/** The jobs report as the console reads it, and the API's document of the system calls. */
describe('the system section’s answers', () => {
  it('shows a completed run’s report, and only the message of a failure (never its stack)', () => {
    const at = new Date('2026-11-25T10:00:00.000Z');
    const view = toJobView({
      name: 'weekly-cashback',
      cron: '5 0 * * 1',
      description: 'pays the cashback',
      lastRun: { state: 'failed', startedAt: at, completedAt: at, output: { message: 'x' } },
      failures: 2,
      lastError: {
        name: 'Error',
        message: 'connection terminated',
        stack: 'Error: at secret.ts:1',
      },
      waiting: 1,
    });
    expect(view).toEqual({
      name: 'weekly-cashback',
      cron: '5 0 * * 1',
      description: 'pays the cashback',
      last_run: {
        state: 'failed',
        started_at: '2026-11-25T10:00:00.000Z',
        completed_at: '2026-11-25T10:00:00.000Z',
        output: null,
      },
      failures: 2,
      last_error: 'connection terminated',
      waiting: 1,
    });
    const done = toJobView({
      name: 'bonus-expiry',
      cron: null,
      description: 'ends bonuses',
      failures: 0,
      lastRun: { state: 'completed', startedAt: null, completedAt: at, output: { expired: 3 } },
      lastError: null,
      waiting: 0,
    });
    expect(done.last_run).toMatchObject({ started_at: null, output: { expired: 3 } });
    expect(done.last_error).toBeNull();
  });

  it('documents the five calls in the OpenAPI document', { timeout: 60_000 }, async () => {
    const t = await createTestApp({ seed: false });
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      const paths = Object.keys((answer.json() as { paths: Record<string, unknown> }).paths);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/api/admin/originals/settings',
          '/api/admin/originals/{game}/settings',
          '/api/admin/jobs',
          '/api/admin/jobs/{name}/run',
          '/api/admin/ledger/verify',
        ]),
      );
    } finally {
      await t.close();
    }
  });
});
