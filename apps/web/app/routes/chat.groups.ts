import { listActiveGroups } from '../features/chat/api/list-groups';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import type { Route } from './+types/chat.groups';

/** Resource route: the open conversations (a player's own; every one for an agent). */
export async function loader(args: Route.LoaderArgs) {
  try {
    return await listActiveGroups(createAccountApi(args), { signal: args.request.signal });
  } catch (error) {
    return toFormFailure(error, { request: args.request });
  }
}
