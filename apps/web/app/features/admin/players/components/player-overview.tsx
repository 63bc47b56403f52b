import type { AdminPlayerDetail } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { formatDateTime } from '../../../../lib/format';
import { formatBalance } from '../../../../lib/money';
import { formatCount } from '../../dashboard-data';
import { AdminCard, Fact } from '../../components/admin-page';

type PlayerOverviewProps = {
  detail: Pick<AdminPlayerDetail, 'player' | 'balances' | 'totals'>;
  locale: Locale;
  /** A last card in the same row (the player's access). */
  children?: ReactNode;
};

/**
 * The account, its balances and its lifetime totals, in minor units of the player's currency
 * (formatted from the integers, never through a float).
 */
export function PlayerOverview({ detail, locale, children }: PlayerOverviewProps) {
  const { t } = useTranslation('admin');
  const { player, balances, totals } = detail;
  const money = (amount: number) => formatBalance(amount, player.currency, locale);
  const countTotal = (figure: { count: number; total: number }) =>
    t('players.totals.countTotal', {
      count: formatCount(figure.count, locale),
      total: money(figure.total),
    });
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2 2xl:grid-cols-4">
      <AdminCard title={t('players.profile.title')} testId="player-profile">
        <dl className="grid grid-cols-2 gap-4">
          <Fact label={t('players.profile.joined')}>{formatDateTime(player.created_at)}</Fact>
          <Fact label={t('players.profile.currency')}>{player.currency}</Fact>
          <Fact label={t('players.profile.locale')}>{player.locale}</Fact>
          <Fact label={t('players.profile.email')}>
            <Badge tone={player.email_verified_at ? 'success' : 'warning'}>
              {player.email_verified_at ? t('players.verified') : t('players.notVerified')}
            </Badge>
          </Fact>
        </dl>
      </AdminCard>
      <AdminCard title={t('players.balances.title')} testId="player-balances">
        <dl className="grid grid-cols-2 gap-4">
          <Fact label={t('players.balances.withdrawable')}>
            <span className="text-lg font-semibold text-white tabular-nums">
              {money(balances.w_balance)}
            </span>
          </Fact>
          <Fact label={t('players.balances.bonus')}>
            <span className="text-lg font-semibold text-white tabular-nums">
              {money(balances.w_bonus_balance)}
            </span>
          </Fact>
          <Fact label={t('players.balances.held')}>
            <span className="tabular-nums">{money(balances.held)}</span>
          </Fact>
        </dl>
      </AdminCard>
      <AdminCard title={t('players.totals.title')} testId="player-totals">
        <dl className="grid grid-cols-2 gap-4 tabular-nums">
          <Fact label={t('players.totals.deposits')}>{countTotal(totals.deposits)}</Fact>
          <Fact label={t('players.totals.withdrawals')}>{countTotal(totals.withdrawals)}</Fact>
          <Fact label={t('players.totals.bets')}>{money(totals.bets)}</Fact>
          <Fact label={t('players.totals.wins')}>{money(totals.wins)}</Fact>
          <Fact label={t('players.totals.ggr')}>{money(totals.bets - totals.wins)}</Fact>
        </dl>
      </AdminCard>
      {children}
    </div>
  );
}
