import { sendMessage } from '../features/chat/api/send-message';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { SUPPORT_GROUP_NAME } from '../lib/chat-routes';
import { readFormText } from '../lib/forms';
import type { Route } from './+types/chat.send';

/**
 * Resource route behind the chat input: fields `message` and `group_name` as the API takes
 * them (spec §7 POST /api/conversations). The API trims and checks the text (1 to 1000
 * characters, plain text) and answers in the player's language when it refuses (422, 429...).
 */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const values = {
    message: readFormText(formData, 'message'),
    group_name: readFormText(formData, 'group_name') || SUPPORT_GROUP_NAME,
  };
  try {
    return await sendMessage(createAccountApi(args), values);
  } catch (error) {
    return toFormFailure(error, { request: args.request, values });
  }
}
