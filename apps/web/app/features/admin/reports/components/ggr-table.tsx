import type { GgrGroup, GgrReport } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../../../components/ui/empty-note';
import { formatBalance } from '../../../../lib/money';
import { CELL_CLASS } from '../../components/admin-table';
import { formatCount } from '../../dashboard-data';

type Figures = GgrReport['totals'][number];

const MONEY = ['bets', 'wins', 'ggr', 'bonus_cost', 'ngr'] as const;

/** A figure's cell: minor units in their currency, a loss (negative GGR or NGR) in red. */
function MoneyCells({ figures, locale }: { figures: Figures; locale: Locale }) {
  return (
    <>
      {MONEY.map((name) => (
        <td
          key={name}
          data-figure={name}
          className={clsx(
            CELL_CLASS,
            'text-right whitespace-nowrap tabular-nums',
            figures[name] < 0 && 'text-rose-300',
          )}
        >
          {formatBalance(figures[name], figures.currency, locale)}
        </td>
      ))}
      <td data-figure="rounds" className={`${CELL_CLASS} text-right tabular-nums`}>
        {formatCount(figures.rounds, locale)}
      </td>
    </>
  );
}

type GgrTableProps = { report: GgrReport; locale: Locale };

/**
 * The GGR report: one row per day with activity and game, provider or currency (in the
 * currency it was played in), and the totals per currency under them (docs/reports.md).
 */
export function GgrTable({ report, locale }: GgrTableProps) {
  const { t } = useTranslation('admin');
  if (report.rows.length === 0) {
    return <EmptyNote testId="ggr-empty">{t('reports.ggr.empty')}</EmptyNote>;
  }
  const group: GgrGroup = report.group;
  const showsCurrency = group !== 'currency';
  const columns = [
    t('reports.ggr.columns.date'),
    t(`reports.ggr.groups.${group}`),
    ...(showsCurrency ? [t('reports.ggr.columns.currency')] : []),
  ];
  const figures = [
    t('reports.figures.bets'),
    t('reports.figures.wins'),
    t('reports.figures.ggr'),
    t('reports.figures.bonusCost'),
    t('reports.figures.ngr'),
    t('reports.figures.rounds'),
  ];
  return (
    <div className="overflow-x-auto rounded-2xl bg-ink-900 ring-1 ring-white/5">
      <table data-testid="ggr-table" className="w-full min-w-[60rem] text-sm text-mist-200">
        <thead className="border-b border-white/5 text-left text-xs text-mist-400">
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className="px-4 py-3 font-medium whitespace-nowrap">
                {label}
              </th>
            ))}
            {figures.map((label) => (
              <th
                key={label}
                scope="col"
                className="px-4 py-3 text-right font-medium whitespace-nowrap"
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {report.rows.map((row) => (
            <tr key={`${row.date}-${row.currency}-${row.key}`} className="hover:bg-white/[0.02]">
              <td className={`${CELL_CLASS} whitespace-nowrap text-mist-300`}>{row.date}</td>
              <td className={CELL_CLASS}>
                <p className="font-medium text-white">{row.name}</p>
                {row.key !== row.name ? (
                  <p className="font-mono text-xs text-mist-500">{row.key}</p>
                ) : null}
              </td>
              {showsCurrency ? <td className={CELL_CLASS}>{row.currency}</td> : null}
              <MoneyCells figures={row} locale={locale} />
            </tr>
          ))}
        </tbody>
        <tfoot
          className="border-t-2 border-white/10 font-semibold text-white"
          data-testid="ggr-totals"
        >
          {report.totals.map((total) => (
            <tr key={total.currency} data-currency={total.currency}>
              <th scope="row" colSpan={showsCurrency ? 2 : 1} className={`${CELL_CLASS} text-left`}>
                {t('reports.total')}
              </th>
              <td className={CELL_CLASS}>{total.currency}</td>
              <MoneyCells figures={total} locale={locale} />
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
