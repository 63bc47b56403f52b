import { toLocale } from '@casino/contracts/locales';
import { ChartColumnBig } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getGgrReport } from '../features/admin/reports/api/get-ggr-report';
import { CsvLink } from '../features/admin/reports/components/csv-link';
import { GgrTable } from '../features/admin/reports/components/ggr-table';
import { ReportFilters } from '../features/admin/reports/components/report-filters';
import { ReportsNav } from '../features/admin/reports/components/reports-nav';
import {
  GGR_GROUP_CHOICES,
  getGgrCsvHref,
  readGgrQuery,
  readToday,
} from '../features/admin/reports/report-query';
import { AdminPage } from '../features/admin/components/admin-page';
import { toRouteError } from '../features/admin/route-error.server';
import { SelectField } from '../components/ui/form-field';
import { ApiError } from '../lib/api';
import { createAccountApi } from '../lib/api.server';
import { getFieldError, type FormFailure } from '../lib/forms';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.reports';

/**
 * Issue 17 "Reports": GET /api/admin/reports/ggr with the range and grouping of the address
 * (the last 7 days per currency by default). A query the API refuses (422: a date, the range's
 * order or length) comes back as the form's failure, in the staff member's language.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, 'reports.view');
  const query = readGgrQuery(new URL(args.request.url).searchParams, readToday(Date.now()));
  try {
    const report = await getGgrReport(createAccountApi(args), query, {
      signal: args.request.signal,
    });
    return { query, report, failure: null };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 422)) {
      const failure: FormFailure = {
        ok: false,
        message: error.body.message,
        fieldErrors: error.body.errors ?? {},
        status: error.status,
      };
      return { query, report: null, failure };
    }
    throw toRouteError(error);
  }
}

/** Issue 17 "Reports": daily GGR and NGR per game, provider or currency, with totals and CSV. */
export default function AdminReportsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language) ?? 'en';
  const { query, report, failure } = loaderData;
  return (
    <AdminPage
      icon={ChartColumnBig}
      title={t('reports.title')}
      lead={t('reports.ggr.lead')}
      aside={report ? <CsvLink href={getGgrCsvHref(query)} /> : null}
    >
      <ReportsNav current="ggr" />
      <ReportFilters range={query} queryKey={JSON.stringify(query)} failure={failure ?? undefined}>
        <SelectField
          label={t('reports.ggr.group')}
          name="group"
          defaultValue={query.group}
          error={getFieldError(failure, 'group')}
          options={GGR_GROUP_CHOICES.map((group) => ({
            value: group,
            label: t(`reports.ggr.groups.${group}`),
          }))}
        />
      </ReportFilters>
      {report ? <GgrTable report={report} locale={locale} /> : null}
      {report && report.group !== 'currency' ? (
        <p className="text-xs text-mist-500">{t('reports.ggr.attribution')}</p>
      ) : null}
    </AdminPage>
  );
}
