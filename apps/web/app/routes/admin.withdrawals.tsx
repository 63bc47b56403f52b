import { toLocale } from '@casino/contracts/locales';
import { Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { listWithdrawals } from '../features/admin/api/list-withdrawals';
import { AdminPage } from '../features/admin/components/admin-page';
import { WithdrawalTabs } from '../features/admin/components/withdrawal-tabs';
import { WithdrawalsTable } from '../features/admin/components/withdrawals-table';
import { toRouteError } from '../features/admin/route-error.server';
import { getWithdrawalsHref, readWithdrawalFilter } from '../features/admin/withdrawal-statuses';
import { Pagination } from '../features/wallet/components/pagination';
import { createAccountApi } from '../lib/api.server';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.withdrawals';

const PER_PAGE = 25;

/**
 * Issue 17: GET /api/admin/withdrawals of the chosen status (`?status=`, pending by default,
 * which the server answers oldest first), a page at a time (`?page=`).
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, 'withdrawals.view');
  const params = new URL(args.request.url).searchParams;
  const filter = readWithdrawalFilter(params.get('status'));
  const page = Math.max(1, Math.min(100_000, Math.trunc(Number(params.get('page')) || 1)));
  try {
    const list = await listWithdrawals(
      createAccountApi(args),
      { status: filter === 'all' ? undefined : filter, page, per_page: PER_PAGE },
      { signal: args.request.signal },
    );
    return { filter, page, list };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** Issue 17: the withdrawal queue and the other statuses' lists. */
export default function AdminWithdrawalsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language) ?? 'en';
  const { filter, page, list } = loaderData;
  return (
    <AdminPage icon={Banknote} title={t('withdrawals.title')} lead={t('withdrawals.lead')}>
      <WithdrawalTabs current={filter} />
      <WithdrawalsTable withdrawals={list.withdrawals} locale={locale} />
      <Pagination
        page={page}
        perPage={PER_PAGE}
        total={list.total}
        getHref={(next) => getWithdrawalsHref(filter, next)}
      />
    </AdminPage>
  );
}
