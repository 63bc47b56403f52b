import type { AdminDashboard } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import { ArrowRight, Banknote, MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBalance } from '../../../lib/money';
import { formatCount } from '../dashboard-data';

type DashboardStatsProps = {
  pending: AdminDashboard['pending_withdrawals'];
  openChats: number;
  locale: Locale;
  /** The withdrawal queue's address, when the role may open it. */
  queuePath: string | null;
};

/** What waits for staff now: pending withdrawals (with their sums) and open support chats. */
export function DashboardStats({ pending, openChats, locale, queuePath }: DashboardStatsProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <StatCard
        testId="pending-withdrawals"
        icon={<Banknote className="size-5" aria-hidden />}
        label={t('dashboard.pendingWithdrawals')}
        value={formatCount(pending.count, locale)}
        detail={
          pending.amounts.length > 0
            ? pending.amounts
                .map(({ amount, currency }) => formatBalance(amount, currency, locale))
                .join(' · ')
            : t('dashboard.nothingPending')
        }
        link={
          queuePath ? (
            <Link
              to={queuePath}
              className="inline-flex items-center gap-1 text-sm font-semibold text-violet-300 hover:text-violet-200"
            >
              {t('dashboard.openQueue')}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          ) : null
        }
      />
      <StatCard
        testId="open-chats"
        icon={<MessagesSquare className="size-5" aria-hidden />}
        label={t('dashboard.openChats')}
        value={formatCount(openChats, locale)}
      />
    </div>
  );
}

type StatCardProps = {
  testId: string;
  icon: ReactNode;
  label: string;
  value: string;
  detail?: string;
  link?: ReactNode;
};

function StatCard({ testId, icon, label, value, detail, link }: StatCardProps) {
  return (
    <div
      data-testid={testId}
      className="flex items-start gap-4 rounded-2xl bg-ink-900 p-4 ring-1 ring-white/5 sm:p-5"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-violet-500/15 text-violet-200">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-mist-400">{label}</p>
        <p className="text-2xl font-bold text-white tabular-nums" data-testid={`${testId}-count`}>
          {value}
        </p>
        {detail ? <p className="mt-0.5 text-sm text-mist-300 tabular-nums">{detail}</p> : null}
      </div>
      {link ? <div className="self-center">{link}</div> : null}
    </div>
  );
}
