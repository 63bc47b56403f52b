import { jobsResponseSchema, type JobReportView } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';

/** The weekly cashback's job, as the server schedules it (apps/server/src/jobs/jobs.ts). */
export const CASHBACK_JOB = 'weekly-cashback';

/** GET /api/admin/jobs (`system.manage`): the cashback job's report, or null when not listed. */
export async function getCashbackJob(
  api: ApiClient,
  init?: ApiRequestInit,
): Promise<JobReportView | null> {
  const { jobs } = await api.get('/api/admin/jobs', jobsResponseSchema, init);
  return jobs.find((job) => job.name === CASHBACK_JOB) ?? null;
}
