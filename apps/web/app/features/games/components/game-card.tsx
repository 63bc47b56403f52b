import { clsx } from 'clsx';
import { Play } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getGameCardSrcSet, getGameHref, getGameImageUrl, type CardGame } from '../game-data';
import { GameImage } from './game-image';

type GameCardProps = {
  game: CardGame;
  /** How wide the container draws the card, for the picture's srcset (CAROUSEL_CARD_SIZES...). */
  sizes: string;
  eager?: boolean;
  /** The picture goes before other requests (GameImage); by default when eager. */
  priority?: boolean;
  className?: string;
};

/**
 * A control a page puts over every card's picture (the favourites heart, issue 13), so this
 * feature need not know the feature that owns it (routes compose features). It sits beside
 * the card's link, not in it: a button inside a link is neither valid nor keyboard-friendly.
 */
export const GameCardActionContext = createContext<((game: CardGame) => ReactNode) | null>(null);

/** One game: its 210x160 picture (spec §9), name and provider; choosing it opens casino.id. */
export function GameCard({ game, sizes, eager, priority, className }: GameCardProps) {
  const { t } = useTranslation();
  const renderAction = useContext(GameCardActionContext);
  return (
    <div className={clsx('relative', className)}>
      <Link
        to={getGameHref(game)}
        data-testid="game-card"
        data-game-id={game.game_id}
        className="group block rounded-xl focus-visible:outline-none"
      >
        <div className="relative aspect-[21/16] overflow-hidden rounded-xl bg-ink-800 ring-1 ring-white/5 transition duration-200 group-hover:-translate-y-0.5 group-hover:ring-brand-400/50 group-focus-visible:ring-2 group-focus-visible:ring-brand-400">
          <GameImage
            src={getGameImageUrl(game.game_id, 210, 160)}
            srcSet={getGameCardSrcSet(game.game_id)}
            sizes={sizes}
            name={game.name}
            eager={eager}
            priority={priority}
          />
          {game.coming_soon ? (
            <span className="absolute top-2 left-2 rounded-full bg-ink-950/80 px-2 py-0.5 text-[0.65rem] font-semibold tracking-wide text-amber-300 uppercase ring-1 ring-amber-400/30 backdrop-blur">
              {t('games.comingSoon')}
            </span>
          ) : null}
          <span
            aria-hidden
            className="absolute inset-0 grid place-items-center bg-ink-950/50 opacity-0 transition-opacity duration-150 group-hover:opacity-100"
          >
            <span className="grid size-11 place-items-center rounded-full bg-brand-400 text-ink-950 shadow-lg shadow-brand-500/40">
              <Play className="size-5 translate-x-px fill-current" />
            </span>
          </span>
        </div>
        <p className="mt-2 truncate text-sm font-semibold text-white">{game.name}</p>
        <p className="truncate text-xs text-mist-400">{game.provided_by || game.provider}</p>
      </Link>
      {renderAction ? (
        <div className="absolute top-2 right-2 z-10">{renderAction(game)}</div>
      ) : null}
    </div>
  );
}
