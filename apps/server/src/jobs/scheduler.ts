import type pg from 'pg';
import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import { queryRows, statementSql, type Database, type Executor } from '../db/client';
import type { Logger } from '../platform/logger';

/** pg-boss's own tables live in this schema, beside the casino's. */
export const JOBS_SCHEMA = 'pgboss';

/** What a job's run reports (kept with the run, shown by `jobs:list`). */
export type JobOutput = Record<string, string | number | boolean | null>;

/** A scheduled job: its name (the queue's), a cron schedule in UTC, and its work. */
export interface JobDefinition {
  name: string;
  /** Five-field cron, UTC ("*\/5 * * * *": every five minutes). */
  cron: string;
  description: string;
  /**
   * The work of one run. It must be idempotent: a run that failed or was cut off half-way is
   * retried from the start. `scheduledAt` is when the run was due (its period); `data` is what
   * an operator's run asked for (`jobs:run NAME --week ...`), empty for scheduled runs.
   */
  run(context: { scheduledAt: Date; data: Record<string, string> }): Promise<JobOutput>;
}

/** Retries of a failed run: 5, with growing pauses from 30 s (pg-boss's backoff). */
const RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;
/**
 * Runs a setup step again when PostgreSQL chose it as a deadlock's victim: nodes starting at
 * once create the same queue's partition concurrently, and one of them loses (it then finds the
 * queue made).
 */
async function retryingDeadlocks<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if ((code !== '40P01' && code !== '40001') || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 200 * attempt));
    }
  }
}

/** A run still active after this long is taken as cut off (its node died) and retried. */
const EXPIRE_SECONDS = 15 * 60;

/**
 * The scheduled jobs (issue 16 point 5) on pg-boss, a PostgreSQL job queue: the schedules,
 * queues and runs are rows of the database, on PostgreSQL and on the embedded database alike
 * (through its socket, decision 036). Every node may start a scheduler: pg-boss makes one run
 * per cron period however many nodes schedule it, one node takes each run (SKIP LOCKED), each
 * queue runs one job at a time (policy `singleton`), a run that throws is retried with backoff,
 * and one cut off by a dying node expires and is retried: runs survive restarts.
 */
export function createJobScheduler(options: {
  connection: pg.PoolConfig;
  jobs: JobDefinition[];
  logger: Logger;
  /** How often an idle worker looks for due runs (seconds). */
  pollingIntervalSeconds?: number;
  /**
   * `work` (a server node): keeps the schedules and takes runs. `send` (an operator command):
   * only queues runs, with no timers of its own.
   */
  mode?: 'work' | 'send';
  /** How often the schedules are checked for a due period (seconds, pg-boss: 1 to 45). */
  cronMonitorSeconds?: number;
  /** Retries of a failed run (tests shorten the pauses). */
  retry?: { retryLimit: number; retryDelay: number; retryBackoff: boolean };
}) {
  const retry = options.retry ?? RETRY;
  const { jobs, logger } = options;
  const working = (options.mode ?? 'work') === 'work';
  const boss = new PgBoss({
    ...(options.connection as PgBoss.DatabaseOptions),
    schema: JOBS_SCHEMA,
    max: 2,
    application_name: 'casino-jobs',
    supervise: working,
    schedule: working,
    ...(options.cronMonitorSeconds
      ? {
          cronMonitorIntervalSeconds: options.cronMonitorSeconds,
          cronWorkerIntervalSeconds: options.cronMonitorSeconds,
        }
      : {}),
  });
  boss.on('error', (error) => logger.error({ err: error }, 'the job scheduler failed'));
  let started = false;

  return {
    jobs,

    /** Installs pg-boss's schema if needed, the queues and schedules, and starts working. */
    async start(): Promise<void> {
      await boss.start();
      started = true;
      for (const job of jobs) {
        await retryingDeadlocks(() =>
          boss.createQueue(job.name, {
            name: job.name,
            policy: 'singleton',
            ...retry,
            expireInSeconds: EXPIRE_SECONDS,
          }),
        );
        if (!working) continue;
        await retryingDeadlocks(() =>
          boss.schedule(job.name, job.cron, {}, { tz: 'UTC', ...retry }),
        );
        await boss.work(
          job.name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10, includeMetadata: true },
          async ([run]) => {
            if (!run) return {};
            const output = await job.run({
              scheduledAt: run.createdOn,
              data: (run.data ?? {}) as Record<string, string>,
            });
            logger.info({ job: job.name, output }, 'job run');
            return output;
          },
        );
      }
    },

    /**
     * Queues a run of `name` now (beside its schedule): its id. Given `executor` (a transaction),
     * the run is queued in it: it exists only if that transaction commits (with its audit row).
     */
    async runNow(
      name: string,
      data: Record<string, string> = {},
      executor?: Executor,
    ): Promise<string | null> {
      if (!jobs.some((job) => job.name === name)) throw new Error(`no job named ${name}`);
      if (!executor) return boss.send(name, data, retry);
      const db = {
        executeSql: async (text: string, values: unknown[]) => ({
          rows: await queryRows(executor as Database, statementSql(text, values)),
        }),
      };
      return boss.send(name, data, { ...retry, db });
    },

    /** Stops taking runs; a run in progress finishes first (up to 30 s). */
    async stop(): Promise<void> {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}

export type JobScheduler = ReturnType<typeof createJobScheduler>;

/** One job as `jobs:list` shows it. */
export interface JobReport {
  name: string;
  cron: string | null;
  description: string;
  lastRun: {
    state: string;
    startedAt: Date | null;
    completedAt: Date | null;
    output: unknown;
  } | null;
  /** Runs that threw in the last 7 days (to retry, or given up), and the newest one's error. */
  failures: number;
  lastError: unknown;
  /** Runs waiting (created or to retry). */
  waiting: number;
}

interface RunRow {
  name: string;
  state: string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  output: unknown;
}

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The schedule, the last runs and the failures of every job, read from pg-boss's tables
 * (`jobs:list`; no worker is started). Runs are in `job` until archived, then in `archive`.
 */
export async function listJobs(db: Database, jobs: JobDefinition[]): Promise<JobReport[]> {
  const [installed] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass(${`${JOBS_SCHEMA}.job`}) is not null as present`,
  );
  const schedules = new Map<string, string>();
  const runs: RunRow[] = [];
  const names = sql.param(jobs.map((job) => job.name));
  if (installed?.present) {
    for (const row of await queryRows<{ name: string; cron: string }>(
      db,
      sql`select name, cron from pgboss.schedule`,
    )) {
      schedules.set(row.name, row.cron);
    }
    runs.push(
      ...(await queryRows<RunRow>(
        db,
        sql`select name, state, started_on, completed_on, output from (
              select name, state, started_on, completed_on, output, created_on from pgboss.job
              union all
              select name, state, started_on, completed_on, output, created_on from pgboss.archive
            ) runs
            where created_on > now() - interval '7 days' and name = any(${names})
            order by created_on desc`,
      )),
    );
  }
  return jobs.map((job) => {
    const own = runs.filter((run) => run.name === job.name);
    const last = own.find((run) => run.state === 'completed' || run.state === 'failed');
    // A run that threw waits to be retried ('retry') or gave up ('failed'), its error kept.
    const failed = own.filter((run) => run.state === 'failed' || run.state === 'retry');
    return {
      name: job.name,
      cron: schedules.get(job.name) ?? null,
      description: job.description,
      lastRun: last
        ? {
            state: last.state,
            startedAt: toDate(last.started_on),
            completedAt: toDate(last.completed_on),
            output: last.output,
          }
        : null,
      failures: failed.length,
      lastError: failed[0]?.output ?? null,
      waiting: own.filter((run) => run.state === 'created' || run.state === 'retry').length,
    };
  });
}
