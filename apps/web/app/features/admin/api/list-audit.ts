import { adminAuditResponseSchema, type AuditEntry } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';
import { AUDIT_FILTERS, type AuditFilters } from '../audit-query';

export type AuditPage = { entries: AuditEntry[]; total: number };

/** GET /api/admin/audit: one page of staff actions, newest first, matching `filters`. */
export async function listAudit(
  api: ApiClient,
  { filters, page, per_page }: { filters: AuditFilters; page: number; per_page: number },
  init?: ApiRequestInit,
): Promise<AuditPage> {
  const query = new URLSearchParams();
  for (const name of AUDIT_FILTERS) {
    const value = filters[name];
    if (value) query.set(name, value);
  }
  query.set('page', String(page));
  query.set('per_page', String(per_page));
  const path = `/api/admin/audit?${query}`;
  const { entries, total } = await api.get(path, adminAuditResponseSchema, init);
  return { entries, total };
}
