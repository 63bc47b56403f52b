import type { AdminPlayerDetail } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../../lib/money';
import { CELL_CLASS } from '../../components/admin-table';
import { RowLink } from '../../components/row-link';
import { ActivityTable, type ActivityColumn } from './activity-table';

type Money = { currency: string; locale: Locale };
type Deposit = AdminPlayerDetail['deposits'][number];
type Withdrawal = AdminPlayerDetail['withdrawals'][number];
type PlayerBonus = AdminPlayerDetail['bonuses'][number];

const AMOUNT_CLASS = `${CELL_CLASS} text-right font-semibold whitespace-nowrap tabular-nums`;
const TXID_CLASS = `${CELL_CLASS} max-w-72 truncate font-mono text-xs text-mist-400`;

/** The columns of a coin movement: its coin and amount (`formatAmount`), and its txid last. */
function useCoinColumns<Row extends { symbol: string; txid: string | null }>(
  formatAmount: (row: Row) => ReactNode,
) {
  const { t } = useTranslation('admin');
  const columns: ActivityColumn<Row>[] = [
    { label: t('players.activity.coin'), className: CELL_CLASS, render: (row) => row.symbol },
    {
      label: t('players.activity.amount'),
      align: 'right',
      className: AMOUNT_CLASS,
      render: formatAmount,
    },
  ];
  const txid: ActivityColumn<Row> = {
    label: t('players.activity.txid'),
    className: TXID_CLASS,
    render: (row) => <span title={row.txid ?? undefined}>{row.txid ?? '—'}</span>,
  };
  return { columns, txid };
}

/** The player's latest deposits: coin, amount credited (none yet while unconfirmed), state. */
export function PlayerDeposits({
  deposits,
  currency,
  locale,
}: { deposits: AdminPlayerDetail['deposits'] } & Money) {
  const { t } = useTranslation('admin');
  const { columns, txid } = useCoinColumns<Deposit>((deposit) =>
    deposit.amount === null ? (
      <span className="font-normal text-mist-400">{t('players.deposits.pendingAmount')}</span>
    ) : (
      formatBalance(deposit.amount, currency, locale)
    ),
  );
  return (
    <ActivityTable
      name="deposits"
      rows={deposits}
      getKey={(deposit) => deposit.uuid}
      columns={columns}
      trailing={[txid]}
      minWidthClass="min-w-[40rem]"
    />
  );
}

/** The player's latest withdrawals, each a link to its review page. */
export function PlayerWithdrawals({
  withdrawals,
  currency,
  locale,
}: { withdrawals: AdminPlayerDetail['withdrawals'] } & Money) {
  const { t } = useTranslation('admin');
  const { columns, txid } = useCoinColumns<Withdrawal>((withdrawal) =>
    formatBalance(withdrawal.amount, currency, locale),
  );
  const review: ActivityColumn<Withdrawal> = {
    label: t('players.withdrawals.review'),
    srOnly: true,
    className: `${CELL_CLASS} text-right`,
    render: (withdrawal) => (
      <RowLink to={`/admin/withdrawals/${withdrawal.uuid}`}>
        {t('players.withdrawals.review')}
      </RowLink>
    ),
  };
  return (
    <ActivityTable
      name="withdrawals"
      rows={withdrawals}
      getKey={(withdrawal) => withdrawal.uuid}
      columns={columns}
      trailing={[txid, review]}
      minWidthClass="min-w-[44rem]"
    />
  );
}

/** The bonuses the player claimed: which, its state and amount. */
export function PlayerBonuses({
  bonuses,
  currency,
  locale,
}: { bonuses: AdminPlayerDetail['bonuses'] } & Money) {
  const { t } = useTranslation('admin');
  const columns: ActivityColumn<PlayerBonus>[] = [
    {
      label: t('players.activity.bonus'),
      className: `${CELL_CLASS} font-medium text-white`,
      render: (bonus) => bonus.name,
    },
    {
      label: t('players.activity.amount'),
      align: 'right',
      className: AMOUNT_CLASS,
      render: (bonus) => formatBalance(bonus.amount, currency, locale),
    },
  ];
  return (
    <ActivityTable
      name="bonuses"
      rows={bonuses}
      getKey={(bonus) => bonus.id}
      columns={columns}
      minWidthClass="min-w-[36rem]"
    />
  );
}
