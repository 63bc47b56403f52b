import type {
  JobReportView,
  JobRunRequest,
  JobRunResponse,
  LedgerCheckResponse,
} from '@casino/contracts';
import type pg from 'pg';
import type { Database } from '../../db/client';
import {
  createJobScheduler,
  listJobs,
  type JobDefinition,
  type JobReport,
  type JobScheduler,
} from '../../jobs/scheduler';
import type { StaffActor } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { AuditTrail } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';

/** A failed run's output is pg-boss's copy of the error: its message only (never a stack). */
function errorMessage(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  if (typeof output === 'object' && 'message' in output && typeof output.message === 'string') {
    return output.message;
  }
  return JSON.stringify(output);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A job as the console shows it (the report `jobs:list` prints, snake_case on the wire). */
export function toJobView(report: JobReport): JobReportView {
  const last = report.lastRun;
  return {
    name: report.name,
    cron: report.cron,
    description: report.description,
    last_run: last
      ? {
          state: last.state,
          started_at: last.startedAt?.toISOString() ?? null,
          completed_at: last.completedAt?.toISOString() ?? null,
          output: last.state === 'completed' && isRecord(last.output) ? last.output : null,
        }
      : null,
    failures: report.failures,
    last_error: errorMessage(report.lastError),
    waiting: report.waiting,
  };
}

/**
 * The running system as staff look after it (issue 17 "System"): the scheduled jobs, a run of
 * one queued now, and the ledger's check. Runs are queued by one sender per process, started
 * the first time one is asked for (a `send`-mode scheduler: no timers, no work taken), so a
 * node that is not a jobs worker can queue them too; a worker node takes the run.
 */
export function createSystemService(deps: {
  db: Database;
  /** node-postgres settings for the sender's own pool (the database's). */
  connection: pg.PoolConfig;
  jobs: JobDefinition[];
  ledgerService: LedgerService;
  audit: AuditTrail;
  logger: Logger;
}) {
  const { db, jobs, audit } = deps;
  let sender: Promise<JobScheduler> | null = null;

  function startedSender(): Promise<JobScheduler> {
    sender ??= (async () => {
      const scheduler = createJobScheduler({
        connection: deps.connection,
        jobs,
        logger: deps.logger,
        mode: 'send',
      });
      await scheduler.start();
      return scheduler;
    })();
    // A sender that failed to start is tried again on the next run asked for.
    sender.catch(() => (sender = null));
    return sender;
  }

  return {
    /** GET /api/admin/jobs (`jobs:list`): schedules, last runs, failures, runs waiting. */
    async listJobs(): Promise<JobReportView[]> {
      return (await listJobs(db, jobs)).map(toJobView);
    },

    /**
     * POST /api/admin/jobs/:name/run (`jobs:run`): queues a run now, in the transaction of its
     * audit row (`job.run`). An unknown job is JOB_NOT_FOUND.
     */
    async runJob(actor: StaffActor, name: string, request: JobRunRequest): Promise<JobRunResponse> {
      if (!jobs.some((job) => job.name === name)) throw new AppError('JOB_NOT_FOUND');
      const week = request.week ?? null;
      const scheduler = await startedSender();
      return audit.run(actor, async (tx) => {
        const run = await scheduler.runNow(name, week ? { week } : {}, tx);
        return {
          result: { status: 'ok' as const, job: name, run, week },
          change: { action: 'job.run', targetType: 'job', targetId: name, after: { run, week } },
        };
      });
    },

    /** GET /api/admin/ledger/verify (`ledger:verify`): read only, so nothing is audited. */
    async checkLedger(): Promise<LedgerCheckResponse> {
      const report = await deps.ledgerService.verify();
      return { status: 'ok', ...report, checked_at: new Date().toISOString() };
    },

    /** Stops the sender, if a run was ever queued (the runtime's close). */
    async close(): Promise<void> {
      const started = await sender?.catch(() => null);
      sender = null;
      await started?.stop();
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
