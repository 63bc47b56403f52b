import { jobRunRequestSchema } from '@casino/contracts';
import type { Command } from 'commander';
import type { Runtime } from '../compose';
import { casinoJobs } from '../jobs/jobs';
import { listJobs, type JobReport } from '../jobs/scheduler';
import { parseOrThrow } from '../platform/validation';
import { cliActor } from './actor';

type WithRuntime = <T>(work: (runtime: Runtime) => Promise<T>) => Promise<T>;

const when = (date: Date | null) => (date ? date.toISOString().replace('.000Z', 'Z') : '-');

/** One line per job: its schedule, its last run and how that ended, failures, runs waiting. */
export function formatJobs(reports: JobReport[]): string {
  const rows = [
    ['job', 'schedule (UTC)', 'last run', 'ended', 'result', 'failures (7 days)', 'waiting'],
    ...reports.map((job) => [
      job.name,
      job.cron ?? 'not scheduled yet',
      job.lastRun?.state ?? 'never',
      when(job.lastRun?.completedAt ?? null),
      job.lastRun ? JSON.stringify(job.lastRun.output ?? {}) : '-',
      String(job.failures),
      String(job.waiting),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  );
  const errors = reports
    .filter((job) => job.lastError !== null)
    .map((job) => `${job.name}: last error ${JSON.stringify(job.lastError)}`);
  return [...lines, ...errors].join('\n');
}

/** The scheduled jobs (issue 16 point 5): see them, and queue a run now. */
export function addJobCommands(program: Command, withRuntime: WithRuntime): void {
  program
    .command('jobs:list')
    .description('The scheduled jobs: schedule, last run and its result, failures, runs waiting')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const reports = await withRuntime(({ database, services }) =>
        listJobs(database.db, casinoJobs(services)),
      );
      console.log(options.json ? JSON.stringify({ jobs: reports }) : formatJobs(reports));
    });

  program
    .command('jobs:run')
    .description(
      'Queue a run of a job now (recorded in the audit trail); a server node takes it within seconds',
    )
    .argument('<name>', 'the job (jobs:list names them)')
    .option(
      '--week <day>',
      'weekly-cashback: pay the week this day (YYYY-MM-DD) falls in, not last week; players paid already are not paid again',
    )
    .option('--staff <email>', 'staff account the run is recorded under (default: first admin)')
    .action(async (name: string, options: { week?: string; staff?: string }) => {
      // The console's rules: the same schema reads the week, the same service queues the run.
      const request = parseOrThrow(jobRunRequestSchema, { week: options.week });
      const queued = await withRuntime(async (runtime) =>
        runtime.services.systemService.runJob(
          await cliActor(runtime, options.staff),
          name,
          request,
        ),
      );
      console.log(JSON.stringify({ job: queued.job, run: queued.run, week: queued.week }));
    });
}
