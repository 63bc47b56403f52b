import {
  jobParamsSchema,
  jobRunRequestSchema,
  jobRunResponseSchema,
  jobsResponseSchema,
  ledgerCheckResponseSchema,
} from '@casino/contracts';
import { requirePermission } from '../../platform/auth';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { SystemService } from './system.service';

/** The back office's jobs and ledger check (issue 17 "System", `system.manage`). */
export function systemRoutes({ systemService }: { systemService: SystemService }): RoutesPlugin {
  return async (app) => {
    app.get(
      '/admin/jobs',
      {
        schema: {
          tags: ['admin'],
          summary: 'The scheduled jobs: schedule, last run and its result, failures, runs waiting',
          security: [{ bearer: [] }],
          response: { 200: jobsResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        requirePermission(request, 'system.manage');
        return { status: 'ok' as const, jobs: await systemService.listJobs() };
      },
    );

    app.post(
      '/admin/jobs/:name/run',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Queue a run of a job now (weekly-cashback: `week` pays the week of that day); a jobs worker takes it within seconds',
          security: [{ bearer: [] }],
          params: jobParamsSchema,
          body: jobRunRequestSchema,
          response: { 200: jobRunResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const staff = requirePermission(request, 'system.manage');
        return systemService.runJob(staff, request.params.name, request.body);
      },
    );

    app.get(
      '/admin/ledger/verify',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Check the ledger now: balances sum to zero per currency, no player below zero, every balance equals its transfers',
          security: [{ bearer: [] }],
          response: { 200: ledgerCheckResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        requirePermission(request, 'system.manage');
        return systemService.checkLedger();
      },
    );
  };
}
