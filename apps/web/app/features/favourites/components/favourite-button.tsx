import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useNavigate } from 'react-router';
import { useRootData } from '../../../lib/root-data';
import { useFavourites } from '../favourites-context';
import { getFavouriteRoute, type FavouriteResult } from '../favourites-data';

type FavouriteButtonProps = {
  gameId: number;
  /** card: a small round button over a card's picture; page: beside the game page's title. */
  size?: 'card' | 'page';
  className?: string;
};

/** How long a refusal (e.g. FAVOURITES_FULL) stays beside the heart. */
const FAILURE_MS = 5000;

/**
 * The heart (issue 13 point 5): shows the new state at once, keeps it when the API agrees and
 * falls back to the previous one when it refuses. Visitors are sent to log in.
 */
export function FavouriteButton({ gameId, size = 'card', className }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isSignedIn = Boolean(useRootData()?.user);
  const favourites = useFavourites();
  const [ownState, setOwnState] = useState(false);
  // One fetcher per game: two cards of the same game (popular and its category) move together.
  const fetcher = useFetcher<FavouriteResult>({ key: `favourite-${gameId}` });
  const result = fetcher.data;
  const isPending = fetcher.state !== 'idle';
  const confirmed = favourites ? favourites.isFavourite(gameId) : ownState;
  const settled = result?.ok ? result.favourite : confirmed;
  const isPressed = isPending ? fetcher.formMethod?.toUpperCase() === 'PUT' : settled;

  // What the API answered becomes the page's state; a refusal leaves the confirmed one.
  useEffect(() => {
    if (isPending || !result?.ok) return;
    if (favourites) favourites.confirm(result.game_id, result.favourite);
    else setOwnState(result.favourite);
  }, [isPending, result, favourites]);

  const failure = !isPending && result && !result.ok ? result : null;
  const [dismissed, setDismissed] = useState<FavouriteResult | null>(null);
  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(() => setDismissed(failure), FAILURE_MS);
    return () => clearTimeout(timer);
  }, [failure]);
  const shownFailure = failure && failure !== dismissed ? failure : null;

  const label = isPressed ? t('favourites.remove') : t('favourites.add');
  const toggle = () => {
    if (!isSignedIn) {
      void navigate('/login');
      return;
    }
    if (isPending) return;
    void fetcher.submit(null, {
      method: isPressed ? 'DELETE' : 'PUT',
      action: getFavouriteRoute(gameId),
    });
  };

  return (
    <span className={clsx('relative inline-flex', className)}>
      <button
        type="button"
        data-testid="favourite-toggle"
        data-game-id={gameId}
        aria-pressed={isPressed}
        aria-label={label}
        title={label}
        onClick={toggle}
        className={clsx(
          'grid place-items-center transition-colors focus-visible:ring-2 focus-visible:ring-brand-400 focus-visible:outline-none',
          size === 'card'
            ? 'size-8 rounded-full bg-ink-950/70 ring-1 ring-white/10 backdrop-blur hover:bg-ink-950/90'
            : 'size-10 rounded-xl bg-ink-850 ring-1 ring-white/10 hover:bg-ink-800',
          isPressed ? 'text-rose-400' : 'text-mist-200 hover:text-white',
        )}
      >
        <Heart
          className={clsx(size === 'card' ? 'size-4' : 'size-5', isPressed && 'fill-current')}
          aria-hidden
        />
      </button>
      {shownFailure ? (
        <span
          role="alert"
          data-testid="favourite-error"
          className="absolute top-full right-0 z-20 mt-1 w-48 rounded-lg bg-rose-950/95 px-2.5 py-1.5 text-xs text-rose-100 shadow-lg ring-1 ring-rose-400/30"
        >
          {shownFailure.message}
        </span>
      ) : null}
    </span>
  );
}
