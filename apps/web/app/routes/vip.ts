import { getVip } from '../features/content/api/get-vip';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import type { Route } from './+types/vip';

/** Resource route: the player's VIP level and progress, for the account menu (issue 16). */
export async function loader(args: Route.LoaderArgs) {
  try {
    return await getVip(createAccountApi(args), { signal: args.request.signal });
  } catch (error) {
    return toFormFailure(error, { request: args.request });
  }
}
