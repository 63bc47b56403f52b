import { getCrashState } from '../features/crash/api/get-crash-state';
import { parseGameParam } from '../features/crash/crash-data';
import { toFormFailure } from '../lib/actions.server';
import { createRequestApi } from '../lib/api.server';
import type { Route } from './+types/originals.state';

/**
 * Resource route: a crash game's whole state, for the page to reload after its channel
 * (re)subscribes. Visitors too; with the player's token it includes their bets.
 */
/**
 * Only the page's explicit reloads read it: the revalidation after every bet or balance alert
 * would re-read a state the channel already keeps current.
 */
export function shouldRevalidate() {
  return false;
}

export async function loader(args: Route.LoaderArgs) {
  const game = parseGameParam(args.params.game);
  if (!game) throw new Response('Not Found', { status: 404 });
  try {
    return await getCrashState(createRequestApi(args), game, { signal: args.request.signal });
  } catch (error) {
    return toFormFailure(error, { request: args.request });
  }
}
