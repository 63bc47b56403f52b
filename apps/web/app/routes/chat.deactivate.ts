import { deactivateGroup } from '../features/chat/api/deactivate-group';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { readFormText } from '../lib/forms';
import type { Route } from './+types/chat.deactivate';

/**
 * Resource route behind a group's close icon (spec §4: deactivating removes the group): field
 * `group_name`. The API lets agents close any conversation and a player only their own.
 */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const groupName = readFormText(formData, 'group_name');
  try {
    return await deactivateGroup(createAccountApi(args), groupName);
  } catch (error) {
    return toFormFailure(error, { request: args.request, values: { group_name: groupName } });
  }
}
