import { jobRunResponseSchema, type JobRunResponse } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** POST /api/admin/jobs/:name/run: queues a run now (weekly-cashback: of the week of `week`). */
export async function runJob(
  api: ApiClient,
  name: string,
  week: string | undefined,
): Promise<JobRunResponse> {
  const path = `/api/admin/jobs/${encodeURIComponent(name)}/run`;
  return api.post(path, week ? { week } : {}, jobRunResponseSchema);
}
