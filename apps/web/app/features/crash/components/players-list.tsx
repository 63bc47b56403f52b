import type { CrashPublicBet, CrashRoundState } from '@casino/contracts';
import { toLocale } from '@casino/contracts/locales';
import { clsx } from 'clsx';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money';
import { formatX100, toX100 } from '../crash-data';
import { getBetOutcome, type BetOutcome } from '../crash-state';

/** Rows drawn at most: a busy round has thousands of bets, the page shows the biggest. */
export const PLAYERS_SHOWN = 50;

const OUTCOME_CLASSES: Record<BetOutcome, string> = {
  open: 'text-mist-200',
  won: 'text-emerald-300',
  lost: 'text-rose-300/80',
  refunded: 'text-mist-400',
};

/** Wins first (largest payout), then bets still riding, then the rest, each by stake. */
function sortBets(bets: CrashPublicBet[], round: CrashRoundState | null) {
  const rank: Record<BetOutcome, number> = { won: 0, open: 1, refunded: 2, lost: 3 };
  return bets
    .map((bet) => ({ bet, outcome: getBetOutcome(bet, round) }))
    .sort(
      (a, b) =>
        rank[a.outcome] - rank[b.outcome] ||
        b.bet.payout - a.bet.payout ||
        b.bet.amount - a.bet.amount,
    );
}

/** The round's players: masked name, stake, and the cash-out and payout once won. */
export function PlayersList({
  bets,
  round,
  className,
}: {
  bets: CrashPublicBet[];
  round: CrashRoundState | null;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? 'en';
  const rows = sortBets(bets, round);
  const hidden = Math.max(0, rows.length - PLAYERS_SHOWN);
  return (
    <section
      data-testid="crash-players"
      className={clsx('rounded-2xl bg-ink-850/80 p-4 ring-1 sm:p-5', className)}
    >
      <h2 className="flex items-center gap-2 text-sm font-bold text-white">
        <Users className="size-4 text-mist-400" aria-hidden />
        {t('crash.players.title')}
        <span className="ml-auto text-xs font-medium text-mist-400">
          {t('crash.players.count', { count: bets.length })}
        </span>
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-mist-400">{t('crash.players.empty')}</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-xs sm:text-sm">
          <thead className="text-left text-mist-500">
            <tr>
              <th scope="col" className="w-[34%] pb-2 font-medium">
                {t('crash.players.player')}
              </th>
              {(['stake', 'cashout', 'payout'] as const).map((column) => (
                <th key={column} scope="col" className="pb-2 text-right font-medium">
                  {t(`crash.players.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {rows.slice(0, PLAYERS_SHOWN).map(({ bet, outcome }) => (
              <tr
                key={bet.id}
                data-testid="crash-player"
                data-outcome={outcome}
                className={clsx('border-t border-white/5', OUTCOME_CLASSES[outcome])}
              >
                <td className="truncate py-1.5 pr-2">
                  {bet.player}
                  {bet.side ? (
                    <span className="ml-1.5 rounded bg-white/5 px-1 py-0.5 text-[10px] font-semibold text-mist-300 uppercase">
                      {t(`crash.form.${bet.side}`)}
                    </span>
                  ) : null}
                </td>
                <td className="py-1.5 text-right">
                  {formatBalance(bet.amount, bet.currency, locale)}
                </td>
                <td className="py-1.5 text-right">
                  {outcome === 'won' && bet.cashout !== null
                    ? `${formatX100(toX100(bet.cashout))}×`
                    : outcome === 'lost'
                      ? t('crash.players.lost')
                      : outcome === 'refunded'
                        ? t('crash.players.refunded')
                        : '–'}
                </td>
                <td className="py-1.5 text-right font-semibold">
                  {outcome === 'won' && bet.payout > 0
                    ? formatBalance(bet.payout, bet.currency, locale)
                    : '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {hidden > 0 ? (
        <p className="mt-2 text-xs text-mist-500">{t('crash.players.more', { count: hidden })}</p>
      ) : null}
    </section>
  );
}
