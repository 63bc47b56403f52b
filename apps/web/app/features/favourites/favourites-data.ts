import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** The resource route that marks or unmarks a favourite with the player's token (006). */
export function getFavouriteRoute(gameId: number): string {
  return `/favourites/${gameId}`;
}

/** The resource route's answer: the API's new state, or its refusal in the player's words. */
export type FavouriteResult =
  { ok: true; game_id: number; favourite: boolean } | { ok: false; code: string; message: string };

/** Whether a submission went to the heart's resource route. */
export function isFavouriteRoute(path: string): boolean {
  return path.startsWith('/favourites/');
}

/**
 * `shouldRevalidate` for pages with hearts: a heart's answer is already on the page (the
 * favourites provider keeps it), so reloading every list of games for it would be waste.
 * Everything else revalidates as before.
 */
export function shouldRevalidateUnlessHeart({
  currentUrl,
  nextUrl,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.href === nextUrl.href && formAction && isFavouriteRoute(formAction)) return false;
  return defaultShouldRevalidate;
}
