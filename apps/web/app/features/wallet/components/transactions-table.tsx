import type { Transaction } from '@casino/contracts';
import { toLocale } from '@casino/contracts/locales';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import { formatBalance } from '../../../lib/money';

const STATUS_TONES: Record<Transaction['status'], BadgeTone> = {
  pending: 'warning',
  awaiting_rate: 'warning',
  approved: 'success',
  confirmed: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

/** A cell that names its column below xl, where each row becomes a card. */
function Cell({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <td
      className={clsx(
        'flex items-baseline justify-between gap-4 text-right sm:block sm:text-left xl:table-cell xl:px-3 xl:py-3',
        className,
      )}
    >
      <span className="text-xs text-mist-500 sm:mb-0.5 sm:block xl:hidden">{label}</span>
      <span className="min-w-0 break-words">{children}</span>
    </td>
  );
}

/** spec §9 "date - time"; the time may wrap under the date in a narrow column. */
function DateTime({ iso }: { iso: string }) {
  const [date, time] = formatDateTime(iso).split(' - ');
  if (!time) return <>{date}</>;
  return (
    <>
      <span className="whitespace-nowrap">{date} -</span> <span>{time}</span>
    </>
  );
}

type TransactionsTableProps = {
  transactions: Transaction[];
  /** Shown instead of the table when the list is empty. */
  emptyText: string;
  testId: string;
  /** A last column (the "Cancel Withdrawal" button of pending withdrawals). */
  renderAction?: (transaction: Transaction) => ReactNode;
};

/**
 * spec §3 Transaction columns: id/uuid, type, amount, sent_amount, reference_number, status,
 * created_at. Amounts are minor units shown /100 (spec §9); a null amount (a deposit still
 * waiting for confirmations) reads as a dash.
 */
export function TransactionsTable({
  transactions,
  emptyText,
  testId,
  renderAction,
}: TransactionsTableProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? 'en';
  if (transactions.length === 0) {
    return (
      <p data-testid={`${testId}-empty`} className="py-6 text-center text-sm text-mist-400">
        {emptyText}
      </p>
    );
  }
  const headers = {
    id: t('wallet.transactions.columns.id'),
    type: t('wallet.transactions.columns.type'),
    amount: t('wallet.transactions.columns.amount'),
    sentAmount: t('wallet.transactions.columns.sentAmount'),
    reference: t('wallet.transactions.columns.reference'),
    status: t('wallet.transactions.columns.status'),
    date: t('wallet.transactions.columns.date'),
  };
  return (
    <table data-testid={testId} className="w-full text-sm text-mist-200">
      <thead className="hidden border-b border-white/5 text-left text-xs text-mist-400 xl:table-header-group">
        <tr>
          {Object.values(headers).map((header) => (
            <th key={header} scope="col" className="px-3 pb-3 font-medium whitespace-nowrap">
              {header}
            </th>
          ))}
          {renderAction ? (
            <th scope="col" className="px-3 pb-3">
              <span className="sr-only">{t('wallet.transactions.columns.actions')}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="block space-y-3 xl:table-row-group xl:space-y-0">
        {transactions.map((transaction) => (
          <tr
            key={transaction.uuid}
            data-testid="transaction-row"
            data-uuid={transaction.uuid}
            data-type={transaction.type}
            data-status={transaction.status}
            className="grid gap-x-6 gap-y-2 rounded-2xl bg-ink-900 p-4 ring-1 ring-white/5 sm:grid-cols-3 xl:table-row xl:rounded-none xl:bg-transparent xl:p-0 xl:ring-0 xl:[&:not(:last-child)]:border-b xl:[&:not(:last-child)]:border-white/5"
          >
            <Cell label={headers.id}>
              <span className="font-semibold text-white">{`#${transaction.id}`}</span>
              <span className="block max-w-44 truncate font-mono text-[0.7rem] text-mist-500">
                {transaction.uuid}
              </span>
            </Cell>
            <Cell label={headers.type}>
              {t(`wallet.transactions.types.${transaction.type}`)}
              {transaction.game ? (
                <span data-testid="transaction-game" className="block text-xs text-mist-500">
                  {transaction.round
                    ? t('wallet.transactions.gameRound', {
                        game: transaction.game,
                        round: transaction.round,
                      })
                    : transaction.game}
                </span>
              ) : null}
              {transaction.counterparty ? (
                <span className="block text-xs text-mist-500">
                  {t(
                    transaction.type === 'tip_received'
                      ? 'wallet.transactions.from'
                      : 'wallet.transactions.to',
                    { name: transaction.counterparty },
                  )}
                </span>
              ) : null}
            </Cell>
            <Cell label={headers.amount} className="tabular-nums">
              {transaction.amount === null ? (
                <span className="text-mist-500">—</span>
              ) : (
                <span
                  className={clsx(
                    'font-semibold whitespace-nowrap',
                    transaction.amount < 0 ? 'text-rose-300' : 'text-brand-300',
                  )}
                >
                  {`${transaction.amount > 0 ? '+' : ''}${formatBalance(transaction.amount, transaction.currency, locale)}`}
                </span>
              )}
            </Cell>
            <Cell label={headers.sentAmount} className="font-mono text-xs">
              {transaction.sent_amount ?? '—'}
            </Cell>
            <Cell label={headers.reference}>
              <span className="font-mono text-xs break-all">
                {transaction.reference_number ?? transaction.wallet_address ?? '—'}
              </span>
            </Cell>
            <Cell label={headers.status}>
              <Badge tone={STATUS_TONES[transaction.status]}>
                {t(`wallet.transactions.statuses.${transaction.status}`)}
              </Badge>
              {transaction.type === 'deposit' && transaction.status === 'pending' ? (
                <span className="mt-1 block text-xs text-mist-500">
                  {transaction.confirmations === null
                    ? t('wallet.transactions.awaiting')
                    : t('wallet.transactions.confirmations', {
                        count: transaction.confirmations,
                      })}
                </span>
              ) : null}
              {transaction.status === 'awaiting_rate' ? (
                <span className="mt-1 block text-xs text-mist-500">
                  {t('wallet.transactions.awaitingRate')}
                </span>
              ) : null}
              {transaction.reason ? (
                <span className="mt-1 block text-xs text-mist-500">
                  {t('wallet.transactions.reason', { reason: transaction.reason })}
                </span>
              ) : null}
            </Cell>
            <Cell label={headers.date} className="tabular-nums">
              <DateTime iso={transaction.created_at} />
            </Cell>
            {renderAction ? (
              <td className="mt-2 block sm:col-span-3 sm:mt-1 xl:mt-0 xl:table-cell xl:py-3 xl:pr-3 xl:pl-3 xl:text-right">
                {renderAction(transaction)}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
