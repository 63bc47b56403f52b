import { getLiveFeed } from '../features/home/api/get-live-feed';
import { toFormFailure } from '../lib/actions.server';
import { createRequestApi } from '../lib/api.server';
import type { Route } from './+types/livefeed';

/**
 * Only the feed's own rereads read it: the revalidation after every bet or wallet action would
 * reread lists the channel already keeps current.
 */
export function shouldRevalidate() {
  return false;
}

/**
 * Resource route: the live bets feed (spec §7 GET /livefeed), for the feed to reread after its
 * channel (re)subscribes and, for a signed-in player, to refresh "my bets". Visitors too; with
 * the player's token (the cookie, read here on the server: decision 006) it includes theirs.
 */
export async function loader(args: Route.LoaderArgs) {
  try {
    return await getLiveFeed(createRequestApi(args), { signal: args.request.signal });
  } catch (error) {
    return toFormFailure(error, { request: args.request });
  }
}
