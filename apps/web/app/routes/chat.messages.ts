import { listMessages } from '../features/chat/api/list-messages';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { SUPPORT_GROUP_NAME } from '../lib/chat-routes';
import type { Route } from './+types/chat.messages';

/**
 * Resource route: ?group_name= a conversation's messages, oldest first (spec §7). Without a
 * name it asks for "support", which for a player means their own conversation.
 */
export async function loader(args: Route.LoaderArgs) {
  const groupName = new URL(args.request.url).searchParams.get('group_name') || SUPPORT_GROUP_NAME;
  try {
    return await listMessages(createAccountApi(args), groupName, { signal: args.request.signal });
  } catch (error) {
    return toFormFailure(error, { request: args.request });
  }
}
