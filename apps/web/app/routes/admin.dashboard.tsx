import { can, type AdminDashboard } from '@casino/contracts';
import { toLocale, type Locale } from '@casino/contracts/locales';
import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { redirect, useSearchParams } from 'react-router';
import { findLandingPath } from '../features/admin/admin-sections.server';
import { getDashboard } from '../features/admin/api/get-dashboard';
import { AdminPage } from '../features/admin/components/admin-page';
import { DailySection } from '../features/admin/components/dashboard-daily';
import { PeriodCards } from '../features/admin/components/dashboard-periods';
import { DashboardStats } from '../features/admin/components/dashboard-stats';
import { ProblemPanel } from '../features/admin/components/problem-panel';
import {
  listCurrencies,
  pickChartCurrency,
  pickDailySeries,
} from '../features/admin/dashboard-data';
import { toRouteError } from '../features/admin/route-error.server';
import { createAccountApi } from '../lib/api.server';
import { formatDateTime } from '../lib/format';
import { requireStaff } from '../lib/guards.server';
import type { Route } from './+types/admin.dashboard';

/** The charts' currency in the address (`?currency=EUR`). */
const CURRENCY_PARAM = 'currency';

/**
 * Issue 17: the console's start. A role without `dashboard.view` starts at its first section
 * instead (support at the withdrawal queue); one with no section yet sees a note saying so.
 */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args);
  if (!can(staff.role, 'dashboard.view')) {
    const landing = findLandingPath(staff.role);
    if (landing) throw redirect(landing);
    return { dashboard: null, queuePath: null };
  }
  try {
    const dashboard = await getDashboard(createAccountApi(args), { signal: args.request.signal });
    return {
      dashboard,
      queuePath: can(staff.role, 'withdrawals.view') ? '/admin/withdrawals' : null,
    };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** Issue 17 dashboard: money per period and currency, what waits, and the 30-day series. */
export default function AdminDashboardPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language) ?? 'en';
  const { dashboard, queuePath } = loaderData;
  if (!dashboard) return <ProblemPanel problem="empty" />;
  const currencies = listCurrencies(dashboard);
  return (
    <AdminPage
      icon={LayoutDashboard}
      title={t('dashboard.title')}
      lead={t('dashboard.lead')}
      aside={
        <p className="text-xs text-mist-500" data-testid="dashboard-generated-at">
          {t('dashboard.generatedAt', { time: formatDateTime(dashboard.generated_at) })}
        </p>
      }
    >
      <DashboardStats
        pending={dashboard.pending_withdrawals}
        openChats={dashboard.open_chats}
        locale={locale}
        queuePath={queuePath}
      />
      <PeriodCards periods={dashboard.periods} currencies={currencies} locale={locale} />
      <ChartsOfCurrency daily={dashboard.daily} currencies={currencies} locale={locale} />
    </AdminPage>
  );
}

/** The 30-day series in the currency the address names (`?currency=`), else the first. */
function ChartsOfCurrency({
  daily,
  currencies,
  locale,
}: {
  daily: AdminDashboard['daily'];
  currencies: string[];
  locale: Locale;
}) {
  const [searchParams] = useSearchParams();
  const currency = pickChartCurrency(currencies, searchParams.get(CURRENCY_PARAM));
  if (!currency) return null;
  return (
    <DailySection
      rows={pickDailySeries(daily, currency)}
      currencies={currencies}
      currency={currency}
      locale={locale}
      getCurrencyHref={(code) => `?${new URLSearchParams({ [CURRENCY_PARAM]: code })}`}
    />
  );
}
