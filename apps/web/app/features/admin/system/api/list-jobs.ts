import { jobsResponseSchema, type JobReportView } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';

/** GET /api/admin/jobs: each scheduled job's schedule, last run, failures and runs waiting. */
export async function listJobs(api: ApiClient, init?: ApiRequestInit): Promise<JobReportView[]> {
  return (await api.get('/api/admin/jobs', jobsResponseSchema, init)).jobs;
}
