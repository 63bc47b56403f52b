import type { CrashGameSettingsView } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { formatBalance } from '../../../../lib/money';
import { AdminTable, CELL_CLASS } from '../../components/admin-table';

type CrashSettingsTableProps = {
  games: readonly CrashGameSettingsView[];
  editGame: string | null;
  locale: Locale;
};

/** Each crash game's edge, betting window and limits per currency, with its edit link. */
export function CrashSettingsTable({ games, editGame, locale }: CrashSettingsTableProps) {
  const { t } = useTranslation('admin');
  const columns = [
    { label: t('system.crash.columns.game') },
    { label: t('system.crash.columns.edge'), align: 'right' as const },
    { label: t('system.crash.columns.betting'), align: 'right' as const },
    { label: t('system.crash.columns.limits') },
    { label: t('system.crash.edit'), srOnly: true },
  ];
  return (
    <AdminTable testId="crash-settings-table" columns={columns} minWidthClass="min-w-[56rem]">
      {games.map((game) => {
        const limits = Object.entries(game.limits);
        return (
          <tr
            key={game.game}
            data-game={game.game}
            aria-current={game.game === editGame ? 'true' : undefined}
          >
            <td className={CELL_CLASS}>
              <p className="font-medium text-white">{t(`system.crash.names.${game.game}`)}</p>
              <p className="font-mono text-xs text-mist-400">{game.game}</p>
            </td>
            <td className={`${CELL_CLASS} text-right tabular-nums`}>
              <p>{t('system.crash.edgeValue', { percent: game.house_edge })}</p>
              {game.side_odds ? (
                <p className="mt-1 text-xs text-mist-400">
                  {t('system.crash.sideOdds', {
                    bull: game.side_odds.bull.toFixed(2),
                    bear: game.side_odds.bear.toFixed(2),
                  })}
                </p>
              ) : null}
            </td>
            <td className={`${CELL_CLASS} text-right tabular-nums`}>
              {t('system.crash.bettingValue', { seconds: game.betting_ms / 1000 })}
            </td>
            <td className={CELL_CLASS}>
              {limits.length === 0 ? (
                <Badge tone="warning">{t('system.crash.noLimits')}</Badge>
              ) : (
                <ul className="space-y-1">
                  {limits.map(([currency, limit]) => {
                    const money = (amount: number) => formatBalance(amount, currency, locale);
                    return (
                      <li key={currency} data-currency={currency}>
                        <span className="mr-2 font-semibold text-mist-100">{currency}</span>
                        {t('system.crash.limit', {
                          min: money(limit.min_bet),
                          max: money(limit.max_bet),
                          payout: money(limit.max_payout),
                        })}
                      </li>
                    );
                  })}
                </ul>
              )}
            </td>
            <td className={`${CELL_CLASS} text-right`}>
              <Link
                to={`?edit=${game.game}`}
                preventScrollReset
                className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-violet-300 hover:text-violet-200"
              >
                <Pencil className="size-3.5" aria-hidden />
                {t('system.crash.edit')}
              </Link>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
