import { openGroup } from '../features/chat/api/open-group';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import type { Route } from './+types/chat.open';

/** Resource route behind the player's chat dialog: their conversation, opened if none. */
export async function action(args: Route.ActionArgs) {
  try {
    return await openGroup(createAccountApi(args));
  } catch (error) {
    return toFormFailure(error, { request: args.request });
  }
}
