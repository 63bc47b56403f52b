import type { Game } from '@casino/contracts';
import type { ApiClient } from '../../lib/api';
import type { ServerArgs } from '../../lib/request-memo.server';
import { loadSession } from '../../lib/session.server';
import { listFavourites } from './api/list-favourites';

/**
 * The player's favourite games for a page's hearts (issue 13): none for visitors, without an
 * API call (the session is the root loader's, shared per request). spec §8: a failed read is
 * only logged and the hearts start empty; it never fails the page.
 */
export async function loadFavouriteGames(args: ServerArgs, api: ApiClient): Promise<Game[]> {
  const { user } = await loadSession(args);
  if (!user) return [];
  try {
    const { games } = await listFavourites(api, { signal: args.request.signal });
    return games;
  } catch (error) {
    // The session-expired redirect (the token died since the root loader read it) still wins.
    if (error instanceof Response) throw error;
    console.error('Loading favourites failed', error);
    return [];
  }
}

/** The ids a page hands to `<FavouriteHearts>`: which hearts start pressed. */
export async function loadFavouriteIds(args: ServerArgs, api: ApiClient): Promise<number[]> {
  const games = await loadFavouriteGames(args, api);
  return games.map((game) => game.game_id);
}
