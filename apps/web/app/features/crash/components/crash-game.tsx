import type { CrashStateResponse, OriginalGame, User } from '@casino/contracts';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { isFormFailure, type Loaded } from '../../../lib/forms';
import type { RealtimeConfig } from '../../../lib/realtime';
import { useCrashChannel } from '../api/use-crash-channel';
import { getCrashRoutes, type CrashActionResult } from '../crash-data';
import { playCue } from '../crash-sound';
import { createCrashViewState, crashReducer } from '../crash-state';
import { CRASH_THEMES } from '../crash-themes';
import { BetPanel } from './bet-panel';
import { CrashHeader } from './crash-header';
import { CrashStage } from './crash-stage';
import { GameNotice } from './game-notice';
import { HistoryStrip } from './history-strip';
import { PlayersList } from './players-list';
import { SoundToggle } from './sound-toggle';
import { useCrashTicker } from './use-crash-ticker';
import { useRoundSounds } from './use-round-sounds';
import { VisitorPanel } from './visitor-panel';

type CrashGameProps = {
  game: OriginalGame;
  /** The state the page's loader read (null when the API could not be reached). */
  initialState: CrashStateResponse | null;
  user: User | null;
  realtime: RealtimeConfig | null;
};

type Answered = Extract<CrashActionResult, { ok: true }>;

/**
 * One crash game, live: the loader's state kept current by the game's channel, reloaded after
 * every (re)subscription, and by the player's own answers. Visitors watch; players bet.
 */
export function CrashGame({ game, initialState, user, realtime }: CrashGameProps) {
  const theme = CRASH_THEMES[game];
  const routes = getCrashRoutes(game);
  const [state, dispatch] = useReducer(crashReducer, initialState, (initial) =>
    initial ? createCrashViewState(initial, Date.now()) : null,
  );
  const ticker = useCrashTicker(state);
  const [isSoundOn, setSoundOn] = useState(false);
  useRoundSounds(state, isSoundOn);

  // A new load of the page for the same game (its address changed) brings a newer state.
  const firstState = useRef(initialState);
  useEffect(() => {
    if (!initialState || initialState === firstState.current) return;
    dispatch({ type: 'loaded', state: initialState, receivedAt: Date.now() });
  }, [initialState]);

  const reloader = useFetcher<Loaded<CrashStateResponse>>();
  const reload = () => void reloader.load(routes.state);
  useEffect(() => {
    const data = reloader.data;
    if (!data || isFormFailure(data)) return;
    dispatch({ type: 'loaded', state: data, receivedAt: Date.now() });
  }, [reloader.data]);

  useCrashChannel({
    game,
    config: realtime,
    onState: (event) => {
      // Without a first state there is nothing to apply the change to: read it whole.
      if (!state) reload();
      else dispatch({ type: 'state', event, receivedAt: Date.now() });
    },
    onActivity: (event) => dispatch({ type: 'activity', event, receivedAt: Date.now() }),
    onSubscribed: reload,
  });

  // The answers carry the balance after the bet; the page's user wins again once it reloads.
  const [answered, setAnswered] = useState<{ base: User | null; user: User } | null>(null);
  const player = user && answered?.base === user ? answered.user : user;
  const onAnswer = (result: Answered) => {
    dispatch({ type: 'own-bet', bet: result.bet });
    setAnswered({ base: user, user: result.user });
    if (isSoundOn && result.bet.status === 'open') playCue('bet');
  };

  const round = state?.round ?? null;
  return (
    <div data-testid="crash-game" data-game={game} className="space-y-4 sm:space-y-5">
      <CrashHeader
        game={game}
        theme={theme}
        actions={round ? <SoundToggle isOn={isSoundOn} onChange={setSoundOn} /> : null}
      />
      {state ? <HistoryStrip game={game} history={state.history} /> : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0">
          {!state ? (
            <GameNotice
              kind="unavailable"
              className={theme.panel}
              onRetry={reload}
              isRetrying={reloader.state !== 'idle'}
            />
          ) : !round ? (
            <GameNotice kind="not-open" className={theme.panel} />
          ) : (
            <CrashStage
              round={round}
              ticker={ticker}
              theme={theme}
              serverTime={state.serverTime}
              bettingMs={state.settings.betting_ms}
            />
          )}
        </div>
        {state && round ? (
          <>
            <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
              {player ? (
                <BetPanel
                  game={game}
                  theme={theme}
                  state={state}
                  user={player}
                  ticker={ticker}
                  onAnswer={onAnswer}
                  className={theme.panel}
                />
              ) : (
                <VisitorPanel className={theme.panel} />
              )}
            </aside>
            <PlayersList
              bets={state.bets}
              round={round}
              className={`lg:col-start-1 ${theme.panel}`}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
