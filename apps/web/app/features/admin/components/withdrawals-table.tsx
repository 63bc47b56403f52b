import type { AdminWithdrawal } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { EmptyNote } from '../../../components/ui/empty-note';
import { StackedDateTime } from '../../../components/ui/stacked-table';
import { formatBalance } from '../../../lib/money';
import { STATUS_TONES } from '../withdrawal-statuses';
import { AdminTable, CELL_CLASS } from './admin-table';

type WithdrawalsTableProps = {
  withdrawals: readonly AdminWithdrawal[];
  locale: Locale;
};

/** The queue: when, who, how much, where to, its state and approvals, and the way to review. */
export function WithdrawalsTable({ withdrawals, locale }: WithdrawalsTableProps) {
  const { t } = useTranslation('admin');
  if (withdrawals.length === 0) {
    return <EmptyNote testId="withdrawals-empty">{t('withdrawals.empty')}</EmptyNote>;
  }
  const columns = [
    { label: t('withdrawals.columns.requested') },
    { label: t('withdrawals.columns.player') },
    { label: t('withdrawals.columns.amount'), align: 'right' as const },
    { label: t('withdrawals.columns.coin') },
    { label: t('withdrawals.columns.status') },
    { label: t('withdrawals.columns.approvals') },
    { label: t('withdrawals.review'), srOnly: true },
  ];
  return (
    <AdminTable testId="withdrawals-table" columns={columns}>
      {withdrawals.map((withdrawal) => (
        <tr key={withdrawal.uuid} data-uuid={withdrawal.uuid} className="hover:bg-white/[0.02]">
          <td className={`${CELL_CLASS} whitespace-nowrap text-mist-300`}>
            <StackedDateTime iso={withdrawal.created_at} />
          </td>
          <td className={CELL_CLASS}>
            <p className="font-medium text-white">{withdrawal.user.name}</p>
            <p className="text-xs text-mist-400">{withdrawal.user.email}</p>
          </td>
          <td className={`${CELL_CLASS} text-right whitespace-nowrap tabular-nums`}>
            <p className="font-semibold text-white">
              {formatBalance(withdrawal.amount, withdrawal.currency, locale)}
            </p>
            <p className="text-xs text-mist-400">
              {withdrawal.crypto_amount} {withdrawal.symbol}
            </p>
          </td>
          <td className={CELL_CLASS}>
            <p className="font-medium">{withdrawal.symbol}</p>
            <p
              className="max-w-48 truncate font-mono text-xs text-mist-400"
              title={withdrawal.wallet_address}
            >
              {withdrawal.wallet_address}
            </p>
          </td>
          <td className={CELL_CLASS}>
            <Badge tone={STATUS_TONES[withdrawal.status]}>
              {t(`withdrawals.status.${withdrawal.status}`)}
            </Badge>
          </td>
          <td className={`${CELL_CLASS} whitespace-nowrap tabular-nums`} data-testid="approvals">
            {t('withdrawals.approvalsCount', {
              count: withdrawal.approvals.length,
              required: withdrawal.approvals_required,
            })}
          </td>
          <td className={`${CELL_CLASS} text-right`}>
            <Link
              to={`/admin/withdrawals/${withdrawal.uuid}`}
              className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-violet-300 hover:text-violet-200"
            >
              {t('withdrawals.review')}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
