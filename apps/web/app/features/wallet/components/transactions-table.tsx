import type { Transaction } from '@casino/contracts';
import { toLocale } from '@casino/contracts/locales';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import {
  StackedCell,
  StackedDateTime,
  StackedTable,
  StackedTableEmpty,
} from '../../../components/ui/stacked-table';
import { formatBalance } from '../../../lib/money';

const STATUS_TONES: Record<Transaction['status'], BadgeTone> = {
  pending: 'warning',
  awaiting_rate: 'warning',
  approved: 'success',
  confirmed: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

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
    return <StackedTableEmpty testId={`${testId}-empty`}>{emptyText}</StackedTableEmpty>;
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
    <StackedTable
      testId={testId}
      breakpoint="xl"
      columns={Object.values(headers)}
      actionsLabel={renderAction ? t('wallet.transactions.columns.actions') : undefined}
    >
      {transactions.map((transaction) => (
        <tr
          key={transaction.uuid}
          data-testid="transaction-row"
          data-uuid={transaction.uuid}
          data-type={transaction.type}
          data-status={transaction.status}
          className="grid gap-x-6 gap-y-2 rounded-2xl bg-ink-900 p-4 ring-1 ring-white/5 sm:grid-cols-3 xl:table-row xl:rounded-none xl:bg-transparent xl:p-0 xl:ring-0 xl:[&:not(:last-child)]:border-b xl:[&:not(:last-child)]:border-white/5"
        >
          <StackedCell label={headers.id}>
            <span className="font-semibold text-white">{`#${transaction.id}`}</span>
            <span className="block max-w-44 truncate font-mono text-[0.7rem] text-mist-500">
              {transaction.uuid}
            </span>
          </StackedCell>
          <StackedCell label={headers.type}>
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
          </StackedCell>
          <StackedCell label={headers.amount} className="tabular-nums">
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
          </StackedCell>
          <StackedCell label={headers.sentAmount} className="font-mono text-xs">
            {transaction.sent_amount ?? '—'}
          </StackedCell>
          <StackedCell label={headers.reference}>
            <span className="font-mono text-xs break-all">
              {transaction.reference_number ?? transaction.wallet_address ?? '—'}
            </span>
          </StackedCell>
          <StackedCell label={headers.status}>
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
          </StackedCell>
          <StackedCell label={headers.date} className="tabular-nums">
            <StackedDateTime iso={transaction.created_at} />
          </StackedCell>
          {renderAction ? (
            <td className="mt-2 block sm:col-span-3 sm:mt-1 xl:mt-0 xl:table-cell xl:py-3 xl:pr-3 xl:pl-3 xl:text-right">
              {renderAction(transaction)}
            </td>
          ) : null}
        </tr>
      ))}
    </StackedTable>
  );
}
