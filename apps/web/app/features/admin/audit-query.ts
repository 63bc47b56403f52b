/** The audit trail's filters as the API takes them (adminAuditQuerySchema), all optional. */
export const AUDIT_FILTERS = [
  'staff_id',
  'action',
  'target_type',
  'target_id',
  'from',
  'to',
] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];
export type AuditFilters = Partial<Record<AuditFilter, string>>;

/** The filters a page address carries (`?action=withdrawal.approve&from=2026-11-01`), trimmed. */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const name of AUDIT_FILTERS) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/** The address of the audit trail with `filters` on `page` (the first page when left out). */
export function getAuditHref(filters: AuditFilters, page = 1): string {
  const params = new URLSearchParams();
  for (const name of AUDIT_FILTERS) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '?';
}
