import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { composeRuntime } from '../compose';
import { runCli } from '../test/cli';
import { testLogger, testRuntimeConfig } from '../test/harness';

/**
 * `jobs:list` and `jobs:run` through the real CLI runner (issue 16 point 5); a run queued is in
 * the audit trail (issue 17), as the console's are.
 */
describe('npm run cli -- jobs:*', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-cli-jobs-'));
  const cli = (args: string[]) => runCli(args, { DATA_DIR: dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'lists the jobs, queues a run of one, and shows it waiting',
    { timeout: 180_000 },
    async () => {
      const before = await cli(['jobs:list']);
      expect(before.stderr).toBe('');
      expect(before.code).toBe(0);
      const lines = before.stdout.trim().split('\n');
      expect(lines[0]).toMatch(/^job\s+schedule \(UTC\)\s+last run\s+ended\s+result/);
      expect(lines.slice(1).map((line) => line.split(/\s{2,}/)[0])).toEqual([
        'bonus-expiry',
        'weekly-cashback',
        'housekeeping',
      ]);
      // No server has scheduled them on this database yet.
      expect(lines[1]).toContain('not scheduled yet');

      const queued = await cli(['jobs:run', 'bonus-expiry']);
      expect(queued.stderr).toBe('');
      const { run } = JSON.parse(queued.stdout) as { run: string };
      expect(JSON.parse(queued.stdout)).toEqual({ job: 'bonus-expiry', run, week: null });
      const after = await cli(['jobs:list', '--json']);
      const { jobs } = JSON.parse(after.stdout) as { jobs: { name: string; waiting: number }[] };
      expect(jobs.find((job) => job.name === 'bonus-expiry')?.waiting).toBe(1);

      const badWeek = await cli(['jobs:run', 'weekly-cashback', '--week', 'last monday']);
      expect(badWeek.code).not.toBe(0);
      expect(badWeek.stderr).toContain('week: Give a day of the week to pay as YYYY-MM-DD.');

      const unknown = await cli(['jobs:run', 'no-such-job']);
      expect(unknown.code).not.toBe(0);
      expect(unknown.stderr).toContain('There is no scheduled job with this name.');

      // Only the run queued is recorded: no staff account exists, so it is the operator's.
      const runtime = await composeRuntime(
        testRuntimeConfig({ DATA_DIR: dataDir, SEED_DEMO: false }),
        testLogger,
      );
      try {
        const { entries } = await runtime.services.audit.list({
          action: 'job.run',
          page: 1,
          per_page: 10,
        });
        expect(entries).toEqual([
          expect.objectContaining({
            staff: null,
            staff_role: 'operator',
            source: 'cli',
            target_type: 'job',
            target_id: 'bonus-expiry',
            after: { run, week: null },
          }),
        ]);
      } finally {
        await runtime.close();
      }
    },
  );
});
