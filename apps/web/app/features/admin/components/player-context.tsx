import type { WithdrawalContext } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime, formatSlug } from '../../../lib/format';
import { formatBalance } from '../../../lib/money';
import { formatCount } from '../dashboard-data';
import { AdminCard, Fact } from './admin-page';

type PlayerContextProps = { context: WithdrawalContext; locale: Locale };

/**
 * What a reviewer weighs before paying out: who the player is, their balances, what they put
 * in and took out, how they played in 30 days, their bonuses and latest movements (minor units
 * of the player's currency).
 */
export function PlayerContext({ context, locale }: PlayerContextProps) {
  const { t, i18n } = useTranslation('admin');
  const { player } = context;
  const money = (amount: number) => formatBalance(amount, player.currency, locale);
  // A ledger movement's name as the player's transactions list says it, else its code.
  const movementName = (type: string) =>
    (i18n.t as (key: string, options: { defaultValue: string }) => string)(
      `common:wallet.transactions.types.${type}`,
      { defaultValue: formatSlug(type) },
    );
  return (
    <AdminCard
      title={t('withdrawals.player.title')}
      testId="player-context"
      aside={
        <span className="flex flex-wrap gap-1.5">
          {player.blocked_at ? (
            <Badge tone="danger" testId="player-blocked">
              {t('withdrawals.player.blocked', { time: formatDateTime(player.blocked_at) })}
            </Badge>
          ) : null}
          <Badge tone={player.email_verified_at ? 'success' : 'warning'}>
            {player.email_verified_at
              ? t('withdrawals.player.emailVerified')
              : t('withdrawals.player.emailNotVerified')}
          </Badge>
        </span>
      }
    >
      <div className="mb-4">
        <p className="font-semibold text-white">{player.name}</p>
        <p className="text-sm text-mist-400">
          {player.email} · {t('withdrawals.player.id', { id: player.id })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        <Fact label={t('withdrawals.player.joined')}>{formatDateTime(player.created_at)}</Fact>
        <Fact label={t('withdrawals.player.balance')}>{money(context.balances.w_balance)}</Fact>
        <Fact label={t('withdrawals.player.bonusBalance')}>
          {money(context.balances.w_bonus_balance)}
        </Fact>
        <Fact label={t('withdrawals.player.deposits')}>
          {t('withdrawals.player.countTotal', {
            count: formatCount(context.deposits.count, locale),
            total: money(context.deposits.total),
          })}
        </Fact>
        <Fact label={t('withdrawals.player.withdrawals')}>
          {t('withdrawals.player.countTotal', {
            count: formatCount(context.withdrawals.count, locale),
            total: money(context.withdrawals.total),
          })}
        </Fact>
      </dl>
      <h3 className="mt-5 mb-2 text-sm font-semibold text-mist-200">
        {t('withdrawals.player.play')}
      </h3>
      <dl className="grid grid-cols-3 gap-4" data-testid="player-play">
        <Fact label={t('figures.bets')}>{money(context.play_30d.bets)}</Fact>
        <Fact label={t('figures.wins')}>{money(context.play_30d.wins)}</Fact>
        <Fact label={t('withdrawals.player.rounds')}>
          {formatCount(context.play_30d.rounds, locale)}
        </Fact>
      </dl>
      <h3 className="mt-5 mb-2 text-sm font-semibold text-mist-200">
        {t('withdrawals.player.bonuses')}
      </h3>
      {context.bonuses.length === 0 ? (
        <p className="text-sm text-mist-400">{t('withdrawals.player.noBonuses')}</p>
      ) : (
        <ul className="space-y-1.5" data-testid="player-bonuses">
          {context.bonuses.map((bonus) => (
            <li key={bonus.id} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 truncate text-mist-100">{bonus.name}</span>
              <Badge>{formatSlug(bonus.status)}</Badge>
              <span className="tabular-nums">{money(bonus.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-5 mb-2 text-sm font-semibold text-mist-200">
        {t('withdrawals.player.recent')}
      </h3>
      {context.recent.length === 0 ? (
        <p className="text-sm text-mist-400">{t('withdrawals.player.noRecent')}</p>
      ) : (
        <ul className="divide-y divide-white/5 text-sm" data-testid="player-recent">
          {context.recent.map((movement) => (
            <li key={movement.id} className="flex items-center gap-3 py-1.5">
              <span className="w-40 shrink-0 text-xs text-mist-400 tabular-nums">
                {formatDateTime(movement.created_at)}
              </span>
              <span className="min-w-0 flex-1 truncate">{movementName(movement.type)}</span>
              <span
                className={clsx(
                  'tabular-nums',
                  movement.amount < 0 ? 'text-rose-200' : 'text-brand-200',
                )}
              >
                {movement.amount > 0 ? '+' : ''}
                {money(movement.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}
