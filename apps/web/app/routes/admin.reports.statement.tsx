import { STATEMENT_CSV_MAX_MOVEMENTS, type PlayerStatementResponse } from '@casino/contracts';
import { toLocale } from '@casino/contracts/locales';
import { ChartColumnBig } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getPlayerStatement } from '../features/admin/reports/api/get-player-statement';
import { CsvLink } from '../features/admin/reports/components/csv-link';
import { ReportFilters } from '../features/admin/reports/components/report-filters';
import { ReportsNav } from '../features/admin/reports/components/reports-nav';
import { StatementView } from '../features/admin/reports/components/statement-view';
import {
  getStatementCsvHref,
  getStatementHref,
  readStatementQuery,
  readToday,
  type StatementQuery,
} from '../features/admin/reports/report-query';
import { AdminPage } from '../features/admin/components/admin-page';
import { toRouteError } from '../features/admin/route-error.server';
import { Pagination } from '../features/wallet/components/pagination';
import { EmptyNote } from '../components/ui/empty-note';
import { TextField } from '../components/ui/form-field';
import { ApiError } from '../lib/api';
import { createAccountApi } from '../lib/api.server';
import { getFieldError, type FormFailure } from '../lib/forms';
import { requirePermission } from '../lib/guards.server';
import { getServerMessages } from '../lib/messages.server';
import type { Route } from './+types/admin.reports.statement';

/**
 * Issue 17 "Reports": GET /api/admin/reports/players/:id/statement for the player, range and
 * page of the address (`?player=7&from=&to=&page=`; the last 30 days by default). Nothing is
 * asked before a player is named; an unknown player (404) or a refused range (422) is the
 * form's failure.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, 'reports.view');
  const query = readStatementQuery(new URL(args.request.url).searchParams, readToday(Date.now()));
  if (!query.player) return { query, statement: null, failure: null };
  if (!/^\d{1,12}$/.test(query.player)) {
    // Not an id at all: said under the field, without asking the API.
    const fieldErrors = { player: [getServerMessages(args.request).validation.integer] };
    const failure: FormFailure = { ok: false, message: '', fieldErrors, status: 422 };
    return { query, statement: null, failure };
  }
  try {
    const statement = await getPlayerStatement(createAccountApi(args), query, {
      signal: args.request.signal,
    });
    return { query, statement, failure: null };
  } catch (error) {
    if (error instanceof ApiError && [400, 404, 422].includes(error.status)) {
      const failure: FormFailure = {
        ok: false,
        message: error.body.message,
        fieldErrors:
          error.status === 404 ? { player: [error.body.message] } : (error.body.errors ?? {}),
        status: error.status,
      };
      return { query, statement: null, failure };
    }
    throw toRouteError(error);
  }
}

/**
 * The statement's CSV link; a range with more movements than one CSV holds (the API would refuse
 * it) says so instead.
 */
function StatementCsv({
  query,
  statement,
}: {
  query: StatementQuery;
  statement: PlayerStatementResponse;
}) {
  const { t } = useTranslation('admin');
  if (statement.total <= STATEMENT_CSV_MAX_MOVEMENTS) {
    return <CsvLink href={getStatementCsvHref(query)} />;
  }
  return (
    <p className="max-w-xs text-right text-xs text-mist-400" data-testid="csv-too-long">
      {t('reports.statement.csvTooLong', {
        count: statement.total,
        maximum: STATEMENT_CSV_MAX_MOVEMENTS,
      })}
    </p>
  );
}

/**
 * Issue 17 "Reports": a player's statement, reconciled with the ledger, paged, with its CSV.
 */
export default function AdminReportsStatementPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language) ?? 'en';
  const { query, statement, failure } = loaderData;
  return (
    <AdminPage
      icon={ChartColumnBig}
      title={t('reports.title')}
      lead={t('reports.statement.lead')}
      aside={statement ? <StatementCsv query={query} statement={statement} /> : null}
    >
      <ReportsNav current="statement" />
      <ReportFilters range={query} queryKey={JSON.stringify(query)} failure={failure ?? undefined}>
        <TextField
          label={t('reports.statement.player')}
          hint={t('reports.statement.playerHint')}
          name="player"
          type="number"
          min={1}
          inputMode="numeric"
          defaultValue={query.player}
          error={getFieldError(failure, 'player')}
        />
      </ReportFilters>
      {statement ? (
        <>
          <StatementView statement={statement} locale={locale} />
          <Pagination
            page={statement.page}
            perPage={statement.per_page}
            total={statement.total}
            getHref={(page) => getStatementHref(query, page)}
          />
        </>
      ) : !failure ? (
        <EmptyNote testId="statement-ask">{t('reports.statement.ask')}</EmptyNote>
      ) : null}
    </AdminPage>
  );
}
