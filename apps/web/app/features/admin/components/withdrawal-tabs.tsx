import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  getWithdrawalsHref,
  WITHDRAWAL_FILTERS,
  type WithdrawalFilter,
} from '../withdrawal-statuses';

/** The queue's status tabs (pending first, as the queue is what staff work through). */
export function WithdrawalTabs({ current }: { current: WithdrawalFilter }) {
  const { t } = useTranslation('admin');
  return (
    <nav
      aria-label={t('withdrawals.filterLabel')}
      className="flex gap-1 overflow-x-auto rounded-xl bg-ink-900 p-1 ring-1 ring-white/5 md:w-fit"
    >
      {WITHDRAWAL_FILTERS.map((filter) => (
        <Link
          key={filter}
          to={getWithdrawalsHref(filter)}
          data-status={filter}
          aria-current={filter === current ? 'page' : undefined}
          preventScrollReset
          className={clsx(
            'rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
            filter === current
              ? 'bg-violet-500/20 text-violet-100'
              : 'text-mist-400 hover:bg-white/5 hover:text-white',
          )}
        >
          {t(`withdrawals.statuses.${filter}`)}
        </Link>
      ))}
    </nav>
  );
}
