import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

type FavouritesValue = {
  isFavourite: (gameId: number) => boolean;
  /** Records what the API confirmed, so every heart for that game agrees from then on. */
  confirm: (gameId: number, isFavourite: boolean) => void;
};

const FavouritesContext = createContext<FavouritesValue | null>(null);

/**
 * The player's favourites for the hearts of a page: the ids its loader read once, with the
 * changes the API has confirmed since on top. The changes outlive a card (virtual rows unmount
 * cards scrolled away) and new loader ids (another lobby tab) without a refetch.
 */
export function FavouritesProvider({ ids, children }: { ids: number[]; children: ReactNode }) {
  const [changes, setChanges] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  const loaded = useMemo(() => new Set(ids), [ids]);
  const confirm = useCallback((gameId: number, isFavourite: boolean) => {
    setChanges((current) => {
      if (current.get(gameId) === isFavourite) return current;
      return new Map(current).set(gameId, isFavourite);
    });
  }, []);
  const value = useMemo<FavouritesValue>(
    () => ({
      isFavourite: (gameId) => changes.get(gameId) ?? loaded.has(gameId),
      confirm,
    }),
    [changes, loaded, confirm],
  );
  return <FavouritesContext.Provider value={value}>{children}</FavouritesContext.Provider>;
}

/** Null outside a provider: the heart then starts empty and keeps what it learns to itself. */
export function useFavourites(): FavouritesValue | null {
  return useContext(FavouritesContext);
}
