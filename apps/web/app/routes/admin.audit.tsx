import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { listAudit, type AuditPage } from '../features/admin/api/list-audit';
import { getAuditHref, readAuditFilters } from '../features/admin/audit-query';
import { AdminPage } from '../features/admin/components/admin-page';
import { AuditFiltersForm } from '../features/admin/components/audit-filters';
import { AuditTable } from '../features/admin/components/audit-table';
import { toRouteError } from '../features/admin/route-error.server';
import { Pagination } from '../features/wallet/components/pagination';
import { ApiError } from '../lib/api';
import { createAccountApi } from '../lib/api.server';
import type { FormFailure } from '../lib/forms';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.audit';

const PER_PAGE = 50;

/**
 * Issue 17: GET /api/admin/audit with the filters of the address. Filters the API refuses (422:
 * a date it cannot read) come back as the form's failure, in the staff member's language, over
 * an empty list.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, 'audit.view');
  const params = new URL(args.request.url).searchParams;
  const filters = readAuditFilters(params);
  const page = Math.max(1, Math.min(100_000, Math.trunc(Number(params.get('page')) || 1)));
  const empty: AuditPage = { entries: [], total: 0 };
  try {
    const audit = await listAudit(
      createAccountApi(args),
      { filters, page, per_page: PER_PAGE },
      { signal: args.request.signal },
    );
    return { filters, page, audit, failure: null };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 422)) {
      const failure: FormFailure = {
        ok: false,
        message: error.body.message,
        fieldErrors: error.body.errors ?? {},
        status: error.status,
      };
      return { filters, page, audit: empty, failure };
    }
    throw toRouteError(error);
  }
}

/** Issue 17 audit trail: every staff action, filtered and paged. */
export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { filters, page, audit, failure } = loaderData;
  return (
    <AdminPage
      icon={ScrollText}
      title={t('audit.title')}
      lead={t('audit.lead')}
      aside={
        <p className="text-sm text-mist-400 tabular-nums" data-testid="audit-total">
          {t('audit.total', { count: audit.total })}
        </p>
      }
    >
      <AuditFiltersForm filters={filters} failure={failure ?? undefined} />
      <AuditTable entries={audit.entries} filters={filters} />
      <Pagination
        page={page}
        perPage={PER_PAGE}
        total={audit.total}
        getHref={(next) => getAuditHref(filters, next)}
      />
    </AdminPage>
  );
}
