import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StackedTableCard } from '../components/ui/stacked-table';
import { SettingsPage } from '../features/account/components/settings-page';
import { listTransactions } from '../features/wallet/api/list-transactions';
import { Pagination } from '../features/wallet/components/pagination';
import { TransactionsTable } from '../features/wallet/components/transactions-table';
import { createAccountApi } from '../lib/api.server';
import type { Route } from './+types/settings.transactions';

/** The lists of this page: wallet, game (qt) and bonus transactions (spec §7). */
const TABS = ['wallet', 'game', 'bonus'] as const;
type TransactionsTab = (typeof TABS)[number];
const PER_PAGE = 20;

function readTab(value: string | null): TransactionsTab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as TransactionsTab) : 'wallet';
}

function getHref(tab: TransactionsTab, page = 1) {
  const params = new URLSearchParams({ tab });
  if (page > 1) params.set('page', String(page));
  return `?${params}`;
}

export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const tab = readTab(params.get('tab'));
  const page = Math.max(1, Math.min(100_000, Math.trunc(Number(params.get('page')) || 1)));
  const list = await listTransactions(
    createAccountApi(args),
    tab,
    { page, per_page: PER_PAGE },
    { signal: args.request.signal },
  );
  return { tab, list };
}

/** spec §2 /settings/transactions: wallet, game and bonus transactions, paginated. */
export default function SettingsTransactionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tab, list } = loaderData;
  return (
    <SettingsPage section="transactions" lead={t('wallet.transactions.lead')}>
      <nav
        aria-label={t('wallet.transactions.tabsLabel')}
        className="flex gap-1 overflow-x-auto rounded-xl bg-ink-900 p-1 ring-1 ring-white/5 sm:w-fit"
      >
        {TABS.map((name) => (
          <Link
            key={name}
            to={getHref(name)}
            data-tab={name}
            aria-current={tab === name ? 'page' : undefined}
            preventScrollReset
            className={clsx(
              'flex-1 rounded-lg px-4 py-2 text-center text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none',
              tab === name
                ? 'bg-brand-400/15 text-brand-200'
                : 'text-mist-400 hover:bg-white/5 hover:text-white',
            )}
          >
            {t(`wallet.transactions.tabs.${name}`)}
          </Link>
        ))}
      </nav>
      <StackedTableCard breakpoint="xl">
        <TransactionsTable
          transactions={list.transactions}
          emptyText={t(`wallet.transactions.empty.${tab}`)}
          testId={`transactions-${tab}`}
        />
      </StackedTableCard>
      <Pagination
        page={list.page}
        perPage={list.per_page}
        total={list.total}
        getHref={(page) => getHref(tab, page)}
      />
    </SettingsPage>
  );
}
