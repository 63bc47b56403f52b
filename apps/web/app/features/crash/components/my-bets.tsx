import type { CrashBet, CrashRoundState } from '@casino/contracts';
import { toLocale } from '@casino/contracts/locales';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money';
import { formatX100, toX100 } from '../crash-data';
import { getBetOutcome } from '../crash-state';

/** The player's own bets in this round and how each stands. */
export function MyBets({ bets, round }: { bets: CrashBet[]; round: CrashRoundState | null }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? 'en';
  if (bets.length === 0) return null;
  return (
    <section aria-label={t('crash.myBets.title')} data-testid="crash-my-bets">
      <ul className="space-y-1.5" role="status">
        {bets.map((bet) => {
          const outcome = getBetOutcome(bet, round);
          const stake = formatBalance(bet.amount, bet.currency, locale);
          const kind = bet.side ? t(`crash.form.${bet.side}`) : t('crash.form.main');
          const detail =
            outcome === 'won'
              ? bet.cashout !== null
                ? t('crash.myBets.wonAt', {
                    amount: formatBalance(bet.payout, bet.currency, locale),
                    multiplier: formatX100(toX100(bet.cashout)),
                  })
                : t('crash.myBets.won')
              : outcome === 'lost'
                ? t('crash.myBets.lost')
                : outcome === 'refunded'
                  ? t('crash.myBets.refunded')
                  : bet.auto_cashout !== null
                    ? t('crash.myBets.openAuto', {
                        multiplier: formatX100(toX100(bet.auto_cashout)),
                      })
                    : t('crash.myBets.open');
          return (
            <li
              key={bet.id}
              data-testid="crash-my-bet"
              data-outcome={outcome}
              data-round-id={bet.round_id}
              className={clsx(
                'flex items-center justify-between gap-3 rounded-xl bg-white/[0.04] px-3 py-2 text-sm ring-1 ring-white/5',
                outcome === 'won' && 'bg-emerald-500/10 ring-emerald-400/25',
                outcome === 'lost' && 'bg-rose-500/5',
              )}
            >
              <span className="min-w-0 truncate text-mist-300">
                {kind} · <span className="font-semibold text-white tabular-nums">{stake}</span>
              </span>
              <span
                className={clsx(
                  'shrink-0 text-xs font-semibold tabular-nums',
                  outcome === 'won'
                    ? 'text-emerald-300'
                    : outcome === 'lost'
                      ? 'text-rose-300'
                      : 'text-mist-300',
                )}
              >
                {detail}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
