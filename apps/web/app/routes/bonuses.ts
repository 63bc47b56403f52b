import { listBonuses, setBonusActive } from '../features/bonuses/api/bonuses';
import { createFormFailure, toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { readFormTexts } from '../lib/forms';
import { getServerMessages } from '../lib/messages.server';
import type { Route } from './+types/bonuses';

/**
 * Resource route of the bonus banners (issue 16): the loader lists the player's bonuses (spec §7
 * POST /user/bonuses, read again on every BONUS_UPDATE alert); the action claims (1) or declines
 * (-1) one, answering the confirmation, the bonus and the user (spec §4).
 */
export async function loader(args: Route.LoaderArgs) {
  try {
    return await listBonuses(createAccountApi(args), { signal: args.request.signal });
  } catch (error) {
    return toFormFailure(error, { request: args.request });
  }
}

export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const values = readFormTexts(formData, ['id', 'active']);
  const id = Number(values.id);
  const active = Number(values.active);
  if (!Number.isSafeInteger(id) || id < 1 || (active !== 1 && active !== -1)) {
    return createFormFailure(
      {},
      { message: getServerMessages(args.request).errors.BONUS_NOT_FOUND },
    );
  }
  try {
    const response = await setBonusActive(createAccountApi(args), { id, active });
    return { ok: true as const, ...response };
  } catch (error) {
    return toFormFailure(error, { request: args.request, values });
  }
}
