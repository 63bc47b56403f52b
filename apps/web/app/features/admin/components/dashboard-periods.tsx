import type { AdminDashboard } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import { clsx } from 'clsx';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money';
import { FIGURES, formatCount } from '../dashboard-data';
import { AdminCard } from './admin-page';

type PeriodCardsProps = {
  periods: AdminDashboard['periods'];
  currencies: readonly string[];
  locale: Locale;
};

/**
 * Today, the last 7 and the last 30 days: active players, then deposits, withdrawals, bets,
 * wins, GGR, bonus cost and NGR with a column per currency (minor units, shown in full).
 */
export function PeriodCards({ periods, currencies, locale }: PeriodCardsProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
      {periods.map(({ period, figures, active_players }) => (
        <AdminCard
          key={period}
          testId={`dashboard-period-${period}`}
          title={t(`dashboard.periods.${period}`)}
          aside={
            <span
              className="inline-flex items-center gap-1.5 text-sm text-mist-300"
              data-testid="active-players"
            >
              <Users className="size-4 text-mist-500" aria-hidden />
              {t('dashboard.activePlayers')}
              <strong className="font-semibold text-white tabular-nums">
                {formatCount(active_players, locale)}
              </strong>
            </span>
          }
        >
          {figures.length === 0 ? (
            <p className="py-4 text-sm text-mist-400">{t('dashboard.noMoney')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b border-white/5 text-left text-xs text-mist-400">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('dashboard.figure')}
                    </th>
                    {currencies.map((currency) => (
                      <th key={currency} scope="col" className="py-2 pl-3 text-right font-medium">
                        {currency}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {FIGURES.map(([field, label]) => (
                    <tr
                      key={field}
                      data-figure={field}
                      className={clsx(
                        'border-b border-white/5 last:border-0',
                        (field === 'ggr' || field === 'ngr') && 'font-semibold text-white',
                      )}
                    >
                      <th scope="row" className="py-2 pr-3 text-left font-medium text-mist-300">
                        {t(`figures.${label}`)}
                      </th>
                      {currencies.map((currency) => {
                        const row = figures.find((entry) => entry.currency === currency);
                        return (
                          <td
                            key={currency}
                            className="py-2 pl-3 text-right whitespace-nowrap tabular-nums"
                          >
                            {row ? formatBalance(row[field], currency, locale) : '–'}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </AdminCard>
      ))}
    </div>
  );
}
