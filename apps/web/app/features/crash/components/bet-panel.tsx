import type { CrashBet, OriginalGame, User } from '@casino/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { computeFrame } from '../crash-clock';
import type { CrashActionResult } from '../crash-data';
import { findOpenMainBet, type CrashViewState } from '../crash-state';
import type { CrashTheme } from '../crash-themes';
import type { CrashTicker } from '../crash-ticker';
import { BetForm } from './bet-form';
import { CashoutButton } from './cashout-button';
import { MyBets } from './my-bets';

type BetPanelProps = {
  game: OriginalGame;
  theme: CrashTheme;
  state: CrashViewState;
  user: User;
  ticker: CrashTicker;
  onAnswer: (result: Extract<CrashActionResult, { ok: true }>) => void;
  className?: string;
};

/**
 * The signed-in player's side of the round: their bets, the cash-out while a bet rides in a
 * running round, and the bet form (usable while the round takes bets).
 */
export function BetPanel({ game, theme, state, user, ticker, onAnswer, className }: BetPanelProps) {
  const { t } = useTranslation();
  const round = state.round;
  const myBets = state.myBets.filter((bet: CrashBet) => bet.round_id === round?.id);
  const openBet = findOpenMainBet(state);
  const limits = state.settings.limits[user.currency] ?? null;
  return (
    <section
      data-testid="crash-bet-panel"
      aria-label={t('crash.form.title')}
      className={clsx('space-y-4 rounded-2xl bg-ink-850/80 p-4 ring-1 sm:p-5', className)}
    >
      <MyBets bets={myBets} round={round} />
      {openBet ? (
        <CashoutButton
          key={openBet.id}
          game={game}
          theme={theme}
          bet={openBet}
          ticker={ticker}
          initialX100={computeFrame(round, state.serverTime, state.settings.betting_ms).x100}
          onCashedOut={onAnswer}
        />
      ) : null}
      <BetForm
        game={game}
        theme={theme}
        user={user}
        limits={limits}
        sideOdds={state.settings.side_odds}
        isBettingOpen={round?.status === 'betting'}
        placed={{
          main: myBets.some((bet) => bet.side === null),
          side: myBets.some((bet) => bet.side !== null),
        }}
        onPlaced={onAnswer}
      />
    </section>
  );
}
