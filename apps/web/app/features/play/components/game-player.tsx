import type { User } from '@casino/contracts';
import { toLocale } from '@casino/contracts/locales';
import { clsx } from 'clsx';
import { Maximize, Minimize, Wallet, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatBalance } from '../../../lib/money';
import { useHydrated } from '../../../lib/use-hydrated';
import { chooseInitialMode, type PlayableGame, type PlayMode } from '../play-data';
import { useFullscreen } from '../use-fullscreen';
import { useGameLaunch } from '../use-game-launch';
import { LaunchError, LaunchLoading, LoginToPlay } from './play-panels';
import { PlayModeSwitch } from './play-mode-switch';

// The provider's page runs on its own origin; it needs scripts, its own storage, its forms and
// the cashier or rules pop-ups it may open, and nothing else.
const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

type GamePlayerProps = {
  game: PlayableGame;
  /** The root loader's user: the header's balance, reloaded on every WALLET_BALANCE alert. */
  user: User | null;
};

/**
 * spec §2 casino.id: the provider's game in a frame, 16:9 (nearly the whole screen height on
 * phones), with the real / demo switch, the live balance and full screen.
 */
export function GamePlayer({ game, user }: GamePlayerProps) {
  const { t, i18n } = useTranslation();
  const isHydrated = useHydrated();
  const isSignedIn = Boolean(user);
  const [mode, setMode] = useState<PlayMode>(() => chooseInitialMode(game, isSignedIn));
  const mustLogIn = mode === 'real' && !isSignedIn;
  const launch = useGameLaunch(game.game_id, mode, !mustLogIn);
  const fullscreen = useFullscreen<HTMLDivElement>();
  const tryDemo = game.has_demo && mode === 'real' ? () => setMode('demo') : undefined;
  const balance = user
    ? formatBalance(user.balance, user.currency, toLocale(i18n.language) ?? 'en')
    : null;
  const picture = game.game_image || game.url_thumb;

  return (
    <section
      aria-label={t('play.region', { name: game.name })}
      // On wider screens the 16:9 frame narrows so all of it fits under the header.
      className="space-y-3 sm:mx-auto sm:max-w-[calc((100svh-18rem)*16/9)]"
    >
      <div className="flex flex-wrap items-center gap-2">
        {game.has_demo ? (
          <PlayModeSwitch mode={mode} onChange={setMode} disabled={!isHydrated} />
        ) : null}
        {balance ? (
          <p
            data-testid="game-balance"
            className="inline-flex h-10 items-center gap-2 rounded-xl bg-ink-850 px-3 text-sm ring-1 ring-white/5"
          >
            <Wallet className="size-4 text-brand-300" aria-hidden />
            <span className="text-mist-400">{t('play.balance')}</span>
            <span className="font-semibold text-white tabular-nums">{balance}</span>
          </p>
        ) : null}
        <Button
          variant="outline"
          size="md"
          className="ml-auto"
          data-testid="game-fullscreen"
          aria-pressed={fullscreen.isFullscreen}
          disabled={!isHydrated || !launch.result?.ok}
          onClick={fullscreen.toggle}
        >
          <Maximize className="size-4" aria-hidden />
          <span className="sr-only sm:not-sr-only">{t('play.fullscreen')}</span>
        </Button>
      </div>

      <div
        ref={fullscreen.ref}
        data-testid="game-stage"
        data-fullscreen={fullscreen.isFullscreen}
        className={clsx(
          'relative isolate overflow-hidden bg-black ring-1 ring-white/10',
          fullscreen.isCovering
            ? 'fixed inset-0 z-[100] h-dvh w-screen'
            : 'h-[calc(100svh-10rem)] min-h-96 rounded-2xl sm:aspect-video sm:h-auto sm:min-h-0',
          '[&:fullscreen]:rounded-none',
        )}
      >
        {picture ? (
          <img
            src={picture}
            alt=""
            aria-hidden
            className="absolute inset-0 -z-10 size-full scale-110 object-cover opacity-40 blur-md"
          />
        ) : null}
        {mustLogIn ? (
          <LoginToPlay name={game.name} onTryDemo={tryDemo} />
        ) : launch.isLoading ? (
          <LaunchLoading />
        ) : launch.result?.ok ? (
          <iframe
            key={launch.result.url}
            src={launch.result.url}
            title={t('play.frameTitle', { name: game.name })}
            data-testid="game-frame"
            data-mode={launch.result.mode}
            allow="fullscreen; autoplay"
            allowFullScreen
            sandbox={FRAME_SANDBOX}
            className="absolute inset-0 size-full border-0 bg-black"
          />
        ) : launch.result ? (
          <LaunchError failure={launch.result} onRetry={launch.retry} onTryDemo={tryDemo} />
        ) : null}
        {fullscreen.isFullscreen ? (
          <div className="absolute top-2 right-2 flex items-center gap-2">
            {balance ? (
              <span className="rounded-lg bg-ink-950/80 px-2.5 py-1.5 text-sm font-semibold text-white tabular-nums ring-1 ring-white/10">
                {balance}
              </span>
            ) : null}
            <button
              type="button"
              data-testid="game-fullscreen-exit"
              onClick={fullscreen.exit}
              aria-label={t('play.exitFullscreen')}
              className="grid size-9 place-items-center rounded-lg bg-ink-950/80 text-white ring-1 ring-white/10 hover:bg-ink-800"
            >
              {fullscreen.isCovering ? (
                <X className="size-4" aria-hidden />
              ) : (
                <Minimize className="size-4" aria-hidden />
              )}
            </button>
          </div>
        ) : null}
      </div>

      {mode === 'demo' ? (
        <p data-testid="game-demo-note" className="text-xs text-mist-400">
          {t('play.demoNote')}
        </p>
      ) : null}
    </section>
  );
}
