import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../test/cli';

/** `jobs:list` and `jobs:run` through the real CLI runner (issue 16 point 5). */
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
      expect(JSON.parse(queued.stdout)).toMatchObject({
        job: 'bonus-expiry',
        run: expect.any(String),
      });
      const after = await cli(['jobs:list', '--json']);
      const { jobs } = JSON.parse(after.stdout) as { jobs: { name: string; waiting: number }[] };
      expect(jobs.find((job) => job.name === 'bonus-expiry')?.waiting).toBe(1);

      const badWeek = await cli(['jobs:run', 'weekly-cashback', '--week', 'last monday']);
      expect(badWeek.code).not.toBe(0);
      expect(badWeek.stderr).toContain('a week is given by one of its days, YYYY-MM-DD');

      const unknown = await cli(['jobs:run', 'no-such-job']);
      expect(unknown.code).not.toBe(0);
      expect(unknown.stderr).toContain('no job named no-such-job');
    },
  );
});
