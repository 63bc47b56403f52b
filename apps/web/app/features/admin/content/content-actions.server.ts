import { redirect } from 'react-router';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';
import { createFormFailure, toFormFailure } from '../../../lib/actions.server';
import { createAccountApi } from '../../../lib/api.server';
import { readFormText, type FieldErrors, type FormSuccess } from '../../../lib/forms';
import { requirePermission } from '../../../lib/guards.server';
import { getServerMessages } from '../../../lib/messages.server';
import type { ServerArgs } from '../../../lib/request-memo.server';
import { getAdminTexts } from '../admin-texts.server';
import { toRouteError } from '../route-error.server';
import { CONTENT_PATHS, getItemPath, type ContentItemPart } from './content-addresses';
import type { ReadForm } from './content-forms.server';

/** What a content list says after a change that left the page (`?notice=`). */
export const CONTENT_NOTICES = ['created', 'deleted'] as const;
export type ContentNotice = (typeof CONTENT_NOTICES)[number];

/** The notice of an address, when it carries a known one. */
export function readNotice(url: string): ContentNotice | null {
  const notice = new URL(url).searchParams.get('notice');
  return (CONTENT_NOTICES as readonly string[]).includes(notice ?? '')
    ? (notice as ContentNotice)
    : null;
}

/** The API calls of one part's editor, and its form's reader. */
type EditorCalls<Body> = {
  read: (formData: FormData) => ReadForm<Body>;
  create: (api: ApiClient, body: Body) => Promise<{ id: number }>;
  update: (api: ApiClient, id: string, body: Body) => Promise<unknown>;
  remove: (api: ApiClient, id: string) => Promise<unknown>;
};

type EditorArgs = ServerArgs & { params: { id?: string } };

/**
 * The loader of a content editor (a post, page; new when there is no `:id`): `content.manage`,
 * then the item (`get`, its API call) and the address's notice.
 */
export async function loadContentItem<Item>(
  args: EditorArgs,
  get: (api: ApiClient, id: string, init: ApiRequestInit) => Promise<Item>,
): Promise<{ item: Item | null; notice: ContentNotice | null }> {
  await requirePermission(args, 'content.manage');
  const { id } = args.params;
  if (!id) return { item: null, notice: null };
  try {
    const item = await get(createAccountApi(args), id, { signal: args.request.signal });
    return { item, notice: readNotice(args.request.url) };
  } catch (error) {
    throw toRouteError(error);
  }
}

/**
 * The action of a content editor (a post, page or slider; new when there is no `:id`): save
 * (create, then edit it; or PATCH every field) or delete (`intent=delete`, then its list).
 * `content.manage` is checked first; the API's refusals come back as the form's failure, in
 * the staff member's language, with what was typed.
 */
export async function runEditorAction<Body>(
  args: EditorArgs,
  part: ContentItemPart,
  calls: EditorCalls<Body>,
) {
  await requirePermission(args, 'content.manage');
  const api = createAccountApi(args);
  const formData = await args.request.formData();
  const { id } = args.params;
  if (id && readFormText(formData, 'intent') === 'delete') {
    try {
      await calls.remove(api, id);
    } catch (error) {
      return toFormFailure(error, { request: args.request, intent: 'delete' });
    }
    throw redirect(`${CONTENT_PATHS[part]}?notice=deleted`);
  }
  const read = calls.read(formData);
  if ('invalid' in read) {
    const messages = getServerMessages(args.request);
    const fieldErrors: FieldErrors = {};
    for (const name of read.invalid.required) fieldErrors[name] = [messages.validation.required];
    for (const name of read.invalid.integer) fieldErrors[name] = [messages.validation.integer];
    const message = messages.errors.VALIDATION_FAILED;
    return createFormFailure(fieldErrors, { message, intent: 'save', values: read.values });
  }
  try {
    if (!id) {
      const created = await calls.create(api, read.body);
      return redirect(`${getItemPath(part, created.id)}?notice=created`);
    }
    await calls.update(api, id, read.body);
    const message = getAdminTexts(args.request).content[part].saved;
    const success: FormSuccess = { ok: true, intent: 'save', message };
    return success;
  } catch (error) {
    return toFormFailure(error, { request: args.request, intent: 'save', values: read.values });
  }
}
