import type { Locale } from '@casino/contracts/locales';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deferMount } from '../../../components/ui/deferred-part';
import { formatBalance } from '../../../lib/money';
import { FIGURES, type DailyRow } from '../dashboard-data';
import { AdminCard } from './admin-page';
import type { ChartKind } from './dashboard-charts';

const DashboardChart = deferMount(() =>
  import('./dashboard-charts').then((module) => module.DashboardChart),
);

const CHARTS: readonly ChartKind[] = ['revenue', 'flows'];

type DailySectionProps = {
  /** The chosen currency's days, oldest first. */
  rows: readonly DailyRow[];
  currencies: readonly string[];
  currency: string;
  locale: Locale;
  getCurrencyHref: (currency: string) => string;
};

/**
 * The 30-day series of one currency (a switch when there are several): GGR / NGR and deposits
 * against withdrawals as charts drawn in the browser, and the same figures as a table in the
 * page's HTML.
 */
export function DailySection({
  rows,
  currencies,
  currency,
  locale,
  getCurrencyHref,
}: DailySectionProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminCard
      testId="dashboard-daily"
      title={t('dashboard.charts.title')}
      aside={
        currencies.length > 1 ? (
          <nav aria-label={t('dashboard.charts.currencies')} className="flex gap-1">
            {currencies.map((code) => (
              <Link
                key={code}
                to={getCurrencyHref(code)}
                preventScrollReset
                aria-current={code === currency ? 'true' : undefined}
                className={clsx(
                  'rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors',
                  code === currency
                    ? 'bg-violet-500/20 text-violet-100'
                    : 'text-mist-400 hover:bg-white/5 hover:text-white',
                )}
              >
                {code}
              </Link>
            ))}
          </nav>
        ) : null
      }
    >
      {rows.length === 0 ? (
        <p className="py-4 text-sm text-mist-400">{t('dashboard.charts.noData')}</p>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            {CHARTS.map((kind) => (
              <figure key={kind} className="min-w-0" data-testid={`dashboard-chart-${kind}`}>
                <figcaption className="mb-2 text-sm font-medium text-mist-300">
                  {t(`dashboard.charts.${kind}`)} · {currency}
                </figcaption>
                <div className="relative h-64 rounded-xl bg-ink-950/40 ring-1 ring-white/5">
                  <p className="absolute inset-0 grid place-items-center text-sm text-mist-500">
                    {t('dashboard.charts.loading')}
                  </p>
                  <div className="relative h-full bg-ink-900 p-2 empty:hidden">
                    <DashboardChart kind={kind} rows={rows} currency={currency} locale={locale} />
                  </div>
                </div>
              </figure>
            ))}
          </div>
          <DailyTable rows={rows} currency={currency} locale={locale} />
        </>
      )}
    </AdminCard>
  );
}

/** The series as numbers: in the server's HTML, readable without the charts. */
function DailyTable({
  rows,
  currency,
  locale,
}: {
  rows: readonly DailyRow[];
  currency: string;
  locale: Locale;
}) {
  const { t } = useTranslation('admin');
  return (
    <details className="mt-4 group" data-testid="dashboard-daily-table">
      <summary className="cursor-pointer text-sm font-medium text-violet-300 hover:text-violet-200">
        {t('dashboard.charts.table')}
      </summary>
      <div className="mt-3 max-h-96 overflow-auto rounded-xl ring-1 ring-white/5">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-ink-850 text-left text-xs text-mist-400">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('dashboard.charts.date')}
              </th>
              {FIGURES.map(([field, label]) => (
                <th key={field} scope="col" className="px-3 py-2 text-right font-medium">
                  {t(`figures.${label}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((day) => (
              <tr key={day.date} className="border-t border-white/5">
                <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                  {day.date}
                </th>
                {FIGURES.map(([field]) => (
                  <td key={field} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {formatBalance(day[field], currency, locale)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
