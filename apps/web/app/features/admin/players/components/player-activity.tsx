import type { AdminPlayerDetail } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { EmptyNote } from '../../../../components/ui/empty-note';
import { StackedDateTime } from '../../../../components/ui/stacked-table';
import { formatBalance } from '../../../../lib/money';
import { AdminTable, CELL_CLASS } from '../../components/admin-table';
import { getStatusTone, usePlayerLabels } from './player-labels';

type Money = { currency: string; locale: Locale };

const AMOUNT_CLASS = `${CELL_CLASS} text-right font-semibold whitespace-nowrap tabular-nums`;
const TXID_CLASS = `${CELL_CLASS} max-w-72 truncate font-mono text-xs text-mist-400`;

/** The player's latest deposits: coin, amount credited (none yet while unconfirmed), state. */
export function PlayerDeposits({
  deposits,
  currency,
  locale,
}: { deposits: AdminPlayerDetail['deposits'] } & Money) {
  const { t } = useTranslation('admin');
  const labels = usePlayerLabels();
  if (deposits.length === 0) {
    return <EmptyNote testId="deposits-empty">{t('players.deposits.empty')}</EmptyNote>;
  }
  const columns = [
    { label: t('players.activity.when') },
    { label: t('players.activity.coin') },
    { label: t('players.activity.amount'), align: 'right' as const },
    { label: t('players.activity.status') },
    { label: t('players.activity.txid') },
  ];
  return (
    <AdminTable testId="deposits-table" columns={columns} minWidthClass="min-w-[40rem]">
      {deposits.map((deposit) => (
        <tr key={deposit.uuid} className="hover:bg-white/[0.02]">
          <td className={`${CELL_CLASS} whitespace-nowrap text-mist-300`}>
            <StackedDateTime iso={deposit.created_at} />
          </td>
          <td className={CELL_CLASS}>{deposit.symbol}</td>
          <td className={AMOUNT_CLASS}>
            {deposit.amount === null ? (
              <span className="font-normal text-mist-400">
                {t('players.deposits.pendingAmount')}
              </span>
            ) : (
              formatBalance(deposit.amount, currency, locale)
            )}
          </td>
          <td className={CELL_CLASS}>
            <Badge tone={getStatusTone(deposit.status)}>{labels.status(deposit.status)}</Badge>
          </td>
          <td className={TXID_CLASS}>
            <span title={deposit.txid}>{deposit.txid}</span>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** The player's latest withdrawals, each a link to its review page. */
export function PlayerWithdrawals({
  withdrawals,
  currency,
  locale,
}: { withdrawals: AdminPlayerDetail['withdrawals'] } & Money) {
  const { t } = useTranslation('admin');
  const labels = usePlayerLabels();
  if (withdrawals.length === 0) {
    return <EmptyNote testId="withdrawals-empty">{t('players.withdrawals.empty')}</EmptyNote>;
  }
  const columns = [
    { label: t('players.activity.when') },
    { label: t('players.activity.coin') },
    { label: t('players.activity.amount'), align: 'right' as const },
    { label: t('players.activity.status') },
    { label: t('players.activity.txid') },
    { label: t('players.withdrawals.review'), srOnly: true },
  ];
  return (
    <AdminTable testId="withdrawals-table" columns={columns} minWidthClass="min-w-[44rem]">
      {withdrawals.map((withdrawal) => (
        <tr key={withdrawal.uuid} className="hover:bg-white/[0.02]">
          <td className={`${CELL_CLASS} whitespace-nowrap text-mist-300`}>
            <StackedDateTime iso={withdrawal.created_at} />
          </td>
          <td className={CELL_CLASS}>{withdrawal.symbol}</td>
          <td className={AMOUNT_CLASS}>{formatBalance(withdrawal.amount, currency, locale)}</td>
          <td className={CELL_CLASS}>
            <Badge tone={getStatusTone(withdrawal.status)}>
              {labels.status(withdrawal.status)}
            </Badge>
          </td>
          <td className={TXID_CLASS}>
            <span title={withdrawal.txid ?? undefined}>{withdrawal.txid ?? '—'}</span>
          </td>
          <td className={`${CELL_CLASS} text-right`}>
            <Link
              to={`/admin/withdrawals/${withdrawal.uuid}`}
              className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-violet-300 hover:text-violet-200"
            >
              {t('players.withdrawals.review')}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** The bonuses the player claimed: which, its state and amount. */
export function PlayerBonuses({
  bonuses,
  currency,
  locale,
}: { bonuses: AdminPlayerDetail['bonuses'] } & Money) {
  const { t } = useTranslation('admin');
  const labels = usePlayerLabels();
  if (bonuses.length === 0) {
    return <EmptyNote testId="bonuses-empty">{t('players.bonuses.empty')}</EmptyNote>;
  }
  const columns = [
    { label: t('players.activity.when') },
    { label: t('players.activity.bonus') },
    { label: t('players.activity.amount'), align: 'right' as const },
    { label: t('players.activity.status') },
  ];
  return (
    <AdminTable testId="bonuses-table" columns={columns} minWidthClass="min-w-[36rem]">
      {bonuses.map((bonus) => (
        <tr key={bonus.id} className="hover:bg-white/[0.02]">
          <td className={`${CELL_CLASS} whitespace-nowrap text-mist-300`}>
            <StackedDateTime iso={bonus.created_at} />
          </td>
          <td className={`${CELL_CLASS} font-medium text-white`}>{bonus.name}</td>
          <td className={AMOUNT_CLASS}>{formatBalance(bonus.amount, currency, locale)}</td>
          <td className={CELL_CLASS}>
            <Badge tone={getStatusTone(bonus.status)}>{labels.status(bonus.status)}</Badge>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
