import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../test/crash-rounds';
import { createTestApp, testLogger, type TestApp } from '../test/harness';
import { formatJobs } from '../cli/job-commands';
import { createJobScheduler, listJobs, type JobDefinition } from './scheduler';

/**
 * The job scheduler on the embedded database (decision 036): pg-boss reaches PGlite through its
 * socket like any PostgreSQL client; a queued run is taken and reported by `listJobs`, a run
 * that throws is retried and its error kept.
 */
describe('scheduled jobs on the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it(
    'takes a queued run, retries one that throws, gives up on a broken one, and reports them',
    { timeout: 120_000 },
    async () => {
      const ran: string[] = [];
      let attempts = 0;
      const jobs: JobDefinition[] = [
        {
          name: 'test-count',
          cron: '0 0 1 1 *',
          description: 'counts its runs (test)',
          run: async () => {
            ran.push('count');
            return { counted: ran.length };
          },
        },
        {
          name: 'test-broken',
          cron: '0 0 1 1 *',
          description: 'always throws (test)',
          run: async () => {
            throw new Error('broken (test)');
          },
        },
        {
          name: 'test-flaky',
          cron: '0 0 1 1 *',
          description: 'throws on its first attempt (test)',
          run: async () => {
            attempts += 1;
            if (attempts === 1) throw new Error('first attempt fails (test)');
            return { attempts };
          },
        },
      ];
      const scheduler = createJobScheduler({
        connection: t.runtime.database.connection,
        jobs,
        logger: testLogger,
        pollingIntervalSeconds: 0.5,
        retry: { retryLimit: 2, retryDelay: 1, retryBackoff: false },
      });
      await scheduler.start();
      try {
        await scheduler.runNow('test-count');
        await scheduler.runNow('test-flaky');
        await scheduler.runNow('test-broken');
        await waitFor(async () => attempts >= 2 && ran.length === 1, 60_000, 'both runs');
        const reports = await waitFor(
          async () => {
            const listed = await listJobs(t.runtime.database.db, jobs);
            return listed.every((job) => job.lastRun && job.waiting === 0) ? listed : null;
          },
          20_000,
          'the runs to be recorded',
        );
        expect(
          reports.map((job) => [job.name, job.cron, job.lastRun?.state, job.failures]),
        ).toEqual([
          ['test-count', '0 0 1 1 *', 'completed', 0],
          ['test-broken', '0 0 1 1 *', 'failed', 1],
          ['test-flaky', '0 0 1 1 *', 'completed', 0],
        ]);
        expect(reports[0]?.lastRun?.output).toEqual({ counted: 1 });
        expect(reports[2]?.lastRun?.output).toEqual({ attempts: 2 });
        // The run that gave up keeps its error for the operator.
        expect(JSON.stringify(reports[1]?.lastError)).toContain('broken (test)');
        // It was tried three times: once and two retries.
        expect(formatJobs(reports)).toContain('test-broken: last error');
        expect(ran).toEqual(['count']);
      } finally {
        await scheduler.stop();
      }
    },
  );
});
