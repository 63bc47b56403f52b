import type { PlayerStatement, PlayerStatementResponse, StatementBalance } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../../../components/ui/empty-note';
import { StackedDateTime } from '../../../../components/ui/stacked-table';
import { formatSlug } from '../../../../lib/format';
import { formatBalance } from '../../../../lib/money';
import { AdminCard } from '../../components/admin-page';
import { CELL_CLASS } from '../../components/admin-table';

type Money = (amount: number) => string;

/** A balance row (opening or closing): cash, bonus and their total, in the balance columns. */
function BalanceRow({
  label,
  balance,
  money,
}: {
  label: string;
  balance: StatementBalance;
  money: Money;
}) {
  return (
    <tr className="bg-white/[0.03] font-semibold text-white" data-balance={label}>
      <th scope="row" colSpan={5} className={`${CELL_CLASS} text-left`}>
        {label}
      </th>
      <td className={`${CELL_CLASS} text-right tabular-nums`}>{money(balance.cash)}</td>
      <td className={`${CELL_CLASS} text-right tabular-nums`}>{money(balance.bonus)}</td>
      <td className={`${CELL_CLASS} text-right tabular-nums`}>{money(balance.total)}</td>
    </tr>
  );
}

/** One currency: the opening balances, every movement with the balances after it, the closing. */
function CurrencyStatement({ statement, locale }: { statement: PlayerStatement; locale: Locale }) {
  const { t, i18n } = useTranslation('admin');
  // A ledger movement's name as the player's transactions list says it, else its code.
  const movementName = (type: string) =>
    (i18n.t as (key: string, options: { defaultValue: string }) => string)(
      `common:wallet.transactions.types.${type}`,
      { defaultValue: formatSlug(type) },
    );
  const money: Money = (amount) => formatBalance(amount, statement.currency, locale);
  const columns = [
    t('reports.statement.columns.at'),
    t('reports.statement.columns.type'),
    t('reports.statement.columns.reference'),
    t('reports.statement.columns.account'),
    t('reports.statement.columns.amount'),
    t('reports.statement.columns.cash'),
    t('reports.statement.columns.bonus'),
    t('reports.statement.columns.balance'),
  ];
  return (
    <AdminCard
      title={t('reports.statement.currency', { currency: statement.currency })}
      testId={`statement-${statement.currency}`}
    >
      <div className="overflow-x-auto">
        <table className="w-full min-w-[56rem] text-sm text-mist-200">
          <thead className="border-b border-white/5 text-left text-xs text-mist-400">
            <tr>
              {columns.map((label, index) => (
                <th
                  key={label}
                  scope="col"
                  className={clsx(
                    'px-4 py-3 font-medium whitespace-nowrap',
                    index >= 4 && 'text-right',
                  )}
                >
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-white/5">
            <BalanceRow
              label={t('reports.statement.opening')}
              balance={statement.opening}
              money={money}
            />
            {statement.movements.length === 0 ? (
              <tr>
                <td colSpan={8} className={`${CELL_CLASS} text-center text-mist-400`}>
                  {statement.movement_count > 0
                    ? t('reports.statement.otherPages')
                    : t('reports.statement.noMovements')}
                </td>
              </tr>
            ) : null}
            {statement.movements.map((movement) => (
              <tr
                key={`${movement.transfer_id}-${movement.account}`}
                data-transfer={movement.transfer_id}
              >
                <td className={`${CELL_CLASS} whitespace-nowrap text-mist-300`}>
                  <StackedDateTime iso={movement.at} />
                </td>
                <td className={CELL_CLASS}>{movementName(movement.type)}</td>
                <td className={`${CELL_CLASS} max-w-48 truncate font-mono text-xs text-mist-400`}>
                  {movement.reference ?? '—'}
                </td>
                <td className={CELL_CLASS}>
                  {t(`reports.statement.accounts.${movement.account}`)}
                </td>
                <td
                  className={clsx(
                    CELL_CLASS,
                    'text-right whitespace-nowrap tabular-nums',
                    movement.amount < 0 ? 'text-rose-300' : 'text-brand-200',
                  )}
                >
                  {movement.amount > 0 ? '+' : ''}
                  {money(movement.amount)}
                </td>
                <td className={`${CELL_CLASS} text-right tabular-nums`}>
                  {money(movement.cash_balance)}
                </td>
                <td className={`${CELL_CLASS} text-right tabular-nums`}>
                  {money(movement.bonus_balance)}
                </td>
                <td className={`${CELL_CLASS} text-right tabular-nums`}>
                  {money(movement.balance)}
                </td>
              </tr>
            ))}
            <BalanceRow
              label={t('reports.statement.closing')}
              balance={statement.closing}
              money={money}
            />
          </tbody>
        </table>
      </div>
    </AdminCard>
  );
}

type StatementViewProps = { statement: PlayerStatementResponse; locale: Locale };

/**
 * A player's statement over the range, one table per currency they hold accounts in, with the
 * movements of the answer's page (which ones, when they do not fit on one).
 */
export function StatementView({ statement, locale }: StatementViewProps) {
  const { t } = useTranslation('admin');
  const { player, page, per_page, total } = statement;
  const first = (page - 1) * per_page + 1;
  return (
    <div className="space-y-4" data-testid="statement">
      <p className="text-sm text-mist-300" data-testid="statement-player">
        <span className="font-semibold text-white">{player.name}</span> · {player.email} ·{' '}
        {t('reports.statement.playerId', { id: player.id })} ·{' '}
        {t('reports.statement.range', { from: statement.from, to: statement.to })}
      </p>
      {total > per_page && first <= total ? (
        <p className="text-sm text-mist-400" data-testid="statement-showing">
          {t('reports.statement.showing', {
            first,
            last: Math.min(total, page * per_page),
            total,
          })}
        </p>
      ) : null}
      {statement.statements.length === 0 ? (
        <EmptyNote testId="statement-empty">{t('reports.statement.noAccounts')}</EmptyNote>
      ) : (
        statement.statements.map((one) => (
          <CurrencyStatement key={one.currency} statement={one} locale={locale} />
        ))
      )}
    </div>
  );
}
