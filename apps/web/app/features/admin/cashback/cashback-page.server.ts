import { can, type AuditEntry, type CashbackTerms, type JobReportView } from '@casino/contracts';
import { ApiContractError, ApiError, type ApiClient, type ApiRequestInit } from '../../../lib/api';
import type { StaffUser } from '../../../lib/guards.server';
import { listAudit } from '../api/list-audit';
import { getCashbackJob } from './api/get-cashback-job';
import { getCashbackTerms } from './api/get-cashback-terms';

/** What the cashback page shows; `lastChange` and `job` are undefined for a role without them. */
export type CashbackPage = {
  terms: CashbackTerms;
  lastChange?: AuditEntry | null;
  job?: JobReportView | null;
};

/** The newest change of the terms in the audit trail (`audit.view`). */
async function findLastChange(api: ApiClient, init: ApiRequestInit) {
  const filters = { action: 'cashback.terms' };
  const { entries } = await listAudit(api, { filters, page: 1, per_page: 1 }, init);
  return entries[0] ?? null;
}

/**
 * The job's report is extra: a server that cannot give it (an older one without the jobs
 * call, or its refusal) leaves the page without it rather than failing it.
 */
async function readJob(
  api: ApiClient,
  init: ApiRequestInit,
): Promise<JobReportView | null | undefined> {
  try {
    return await getCashbackJob(api, init);
  } catch (error) {
    if (error instanceof ApiError || error instanceof ApiContractError) return undefined;
    throw error;
  }
}

/**
 * The page's data: the terms, and what the staff member's role may also read: the last change
 * (the audit trail, `audit.view`) and the weekly job's last run (`system.manage`).
 */
export async function loadCashbackPage(
  api: ApiClient,
  staff: StaffUser,
  init: ApiRequestInit,
): Promise<CashbackPage> {
  const [terms, lastChange, job] = await Promise.all([
    getCashbackTerms(api, init),
    can(staff.role, 'audit.view') ? findLastChange(api, init) : undefined,
    can(staff.role, 'system.manage') ? readJob(api, init) : undefined,
  ]);
  return { terms, lastChange, job };
}
