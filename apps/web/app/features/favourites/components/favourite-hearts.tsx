import type { Context, ReactNode } from 'react';
import { FavouritesProvider } from '../favourites-context';
import { FavouriteButton } from './favourite-button';

/** A slot a card offers for a control over its picture (the games feature's card action). */
type CardActionSlot<G> = Context<((game: G) => ReactNode) | null>;

type FavouriteHeartsProps<G extends { game_id: number }> = {
  /** The player's favourite game ids from the loader (`loadFavouriteIds`); [] for visitors. */
  ids: number[];
  /**
   * The game cards' action slot. Features never import each other, so the route hands the
   * games feature's slot in (`GameCardActionContext`) rather than this feature reaching for it.
   */
  cardActions: CardActionSlot<G>;
  children: ReactNode;
};

/** One function for every page, so the cards do not re-render for a new one. */
function renderFavouriteButton(game: { game_id: number }) {
  return <FavouriteButton gameId={game.game_id} />;
}

/**
 * Issue 13 point 5: a heart on every game card below it, pressed for the player's favourites
 * and kept in step across the page (a game in two carousels); visitors' hearts lead to login.
 */
export function FavouriteHearts<G extends { game_id: number }>({
  ids,
  cardActions: CardActions,
  children,
}: FavouriteHeartsProps<G>) {
  return (
    <FavouritesProvider ids={ids}>
      <CardActions.Provider value={renderFavouriteButton}>{children}</CardActions.Provider>
    </FavouritesProvider>
  );
}
