import { createFormFailure, toFormFailure } from '../../../lib/actions.server';
import { createAccountApi } from '../../../lib/api.server';
import { readFormText, type FormSuccess } from '../../../lib/forms';
import { requirePermission } from '../../../lib/guards.server';
import { getServerMessages } from '../../../lib/messages.server';
import type { ServerArgs } from '../../../lib/request-memo.server';
import { getAdminTexts } from '../admin-texts.server';
import { updateCategory, type CategoryPatch } from './api/update-category';
import { updateGame, type GamePatch } from './api/update-game';

/** A record id as the forms post it; anything else names nothing. */
const RECORD_ID = /^[1-9]\d{0,8}$/;

/** A whole number as a number; other text as typed, for the API to word its refusal. */
function toNumberOrText(text: string): number | string {
  return /^\d{1,9}$/.test(text) ? Number(text) : text;
}

/** The intent of one row's forms: `game-12`, `category-3` (its answer shows on that row). */
export const rowIntent = (kind: 'game' | 'category', id: number | string) => `${kind}-${id}`;

/**
 * The change one of a game row's small forms posts: `enabled` or `featured` (true / false), a
 * `position`, or a `category_id` ('' takes the game out of its category). An empty position is
 * refused here: the API would read it as 0.
 */
function readGamePatch(formData: FormData): GamePatch | 'position-empty' {
  const patch: GamePatch = {};
  for (const name of ['enabled', 'featured'] as const) {
    if (formData.has(name)) patch[name] = readFormText(formData, name) === 'true';
  }
  if (formData.has('position')) {
    const position = readFormText(formData, 'position').trim();
    if (!position) return 'position-empty';
    patch.position = toNumberOrText(position);
  }
  if (formData.has('category_id')) {
    const category = readFormText(formData, 'category_id').trim();
    patch.category_id = category ? toNumberOrText(category) : null;
  }
  return patch;
}

/**
 * The games table's action (`games.manage`): PATCH /api/admin/games/:id with what one row's
 * form changed. The answer carries the row's intent, so the row shows its own field errors.
 */
export async function runGameAction(args: ServerArgs) {
  await requirePermission(args, 'games.manage');
  const formData = await args.request.formData();
  const id = readFormText(formData, 'id');
  const intent = rowIntent('game', id);
  const messages = getServerMessages(args.request);
  if (!RECORD_ID.test(id)) {
    return createFormFailure({}, { message: messages.errors.GAME_NOT_FOUND, intent });
  }
  const patch = readGamePatch(formData);
  if (patch === 'position-empty') {
    const required = messages.validation.required;
    return createFormFailure(
      { position: [required] },
      { message: messages.errors.VALIDATION_FAILED, intent },
    );
  }
  try {
    const game = await updateGame(createAccountApi(args), id, patch);
    const message = getAdminTexts(args.request).games.saved.replace('{{name}}', game.name);
    const success: FormSuccess = { ok: true, intent, message };
    return success;
  } catch (error) {
    return toFormFailure(error, { request: args.request, intent });
  }
}

/**
 * The categories' action (`games.manage`): PATCH /api/admin/categories/:id with a row's new
 * position or its place in the lobby's menu (`in_menu` 1 or 0).
 */
export async function runCategoryAction(args: ServerArgs) {
  await requirePermission(args, 'games.manage');
  const formData = await args.request.formData();
  const id = readFormText(formData, 'id');
  const intent = rowIntent('category', id);
  const messages = getServerMessages(args.request);
  if (!RECORD_ID.test(id)) {
    return createFormFailure({}, { message: messages.errors.CATEGORY_NOT_FOUND, intent });
  }
  const patch: CategoryPatch = {};
  if (formData.has('in_menu')) patch.in_menu = readFormText(formData, 'in_menu') === '1' ? 1 : 0;
  if (formData.has('position')) {
    const position = readFormText(formData, 'position').trim();
    if (!position) {
      return createFormFailure(
        { position: [messages.validation.required] },
        { message: messages.errors.VALIDATION_FAILED, intent },
      );
    }
    patch.position = toNumberOrText(position);
  }
  try {
    const category = await updateCategory(createAccountApi(args), id, patch);
    const texts = getAdminTexts(args.request).games.categories;
    const success: FormSuccess = {
      ok: true,
      intent,
      message: texts.saved.replace('{{name}}', category.name),
    };
    return success;
  } catch (error) {
    return toFormFailure(error, { request: args.request, intent });
  }
}
