import { describe, expect, it } from 'vitest';
import { waitFor } from '../test/crash-rounds';
import { postgresTestUrl, testLogger } from '../test/harness';
import { usePostgresTestApps } from '../test/suite';
import { createJobScheduler, listJobs, type JobDefinition } from './scheduler';

/**
 * Scheduled jobs on PostgreSQL with two nodes (decision 036): a job due every minute, scheduled
 * by both nodes, runs once per minute, on one of them.
 */
const serverUrl = postgresTestUrl();

describe.runIf(serverUrl)('scheduled jobs across two nodes on PostgreSQL', () => {
  const [first, second] = usePostgresTestApps(serverUrl, [{}, {}]);

  it(
    'runs a job once per period however many nodes schedule it',
    { timeout: 180_000 },
    async () => {
      const runs: { node: string; period: string }[] = [];
      const job = (node: string): JobDefinition => ({
        name: 'test-every-minute',
        cron: '* * * * *',
        description: 'records which node ran which minute (test)',
        run: async ({ scheduledAt }) => {
          runs.push({ node, period: scheduledAt.toISOString().slice(0, 16) });
          return { node };
        },
      });
      const schedulers = [first, second].map((suite, index) =>
        createJobScheduler({
          connection: suite.t.runtime.database.connection,
          jobs: [job(`node-${index + 1}`)],
          logger: testLogger,
          pollingIntervalSeconds: 1,
          cronMonitorSeconds: 2,
        }),
      );
      await Promise.all(schedulers.map((scheduler) => scheduler.start()));
      try {
        await waitFor(async () => runs.length >= 2, 150_000, 'two periods to run');
        // Give a duplicate of the last period time to show up, if there were one.
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        const periods = runs.map((run) => run.period);
        expect(new Set(periods).size).toBe(periods.length);
        const [report] = await listJobs(first.t.runtime.database.db, [job('any')]);
        expect(report).toMatchObject({ cron: '* * * * *', lastRun: { state: 'completed' } });
      } finally {
        await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
      }
    },
  );
});
