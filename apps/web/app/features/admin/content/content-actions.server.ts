import { redirect } from 'react-router';
import type { ApiClient } from '../../../lib/api';
import { createFormFailure, toFormFailure } from '../../../lib/actions.server';
import { createAccountApi } from '../../../lib/api.server';
import { readFormText, type FieldErrors, type FormSuccess } from '../../../lib/forms';
import { requirePermission } from '../../../lib/guards.server';
import { getServerMessages } from '../../../lib/messages.server';
import type { ServerArgs } from '../../../lib/request-memo.server';
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

type EditorActionOptions<Body> = {
  args: ServerArgs & { params: { id?: string } };
  read: (formData: FormData) => ReadForm<Body>;
  create: (api: ApiClient, body: Body) => Promise<{ id: number }>;
  update: (api: ApiClient, id: string, body: Body) => Promise<unknown>;
  remove: (api: ApiClient, id: string) => Promise<unknown>;
  /** Where a deleted item's editor goes (its list). */
  listPath: string;
  /** Where a created item is edited next. */
  getItemPath: (id: number) => string;
  /** What a saved edit says. */
  savedMessage: string;
};

/**
 * The action of a content editor (a post, page or slider; new when there is no `:id`): save
 * (create, then edit it; or PATCH every field) or delete (`intent=delete`, then its list).
 * `content.manage` is checked first; the API's refusals come back as the form's failure, in
 * the staff member's language, with what was typed.
 */
export async function runEditorAction<Body>(options: EditorActionOptions<Body>) {
  const { args } = options;
  await requirePermission(args, 'content.manage');
  const api = createAccountApi(args);
  const formData = await args.request.formData();
  const { id } = args.params;
  if (id && readFormText(formData, 'intent') === 'delete') {
    try {
      await options.remove(api, id);
    } catch (error) {
      return toFormFailure(error, { request: args.request, intent: 'delete' });
    }
    throw redirect(`${options.listPath}?notice=deleted`);
  }
  const read = options.read(formData);
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
      const created = await options.create(api, read.body);
      return redirect(`${options.getItemPath(created.id)}?notice=created`);
    }
    await options.update(api, id, read.body);
    const success: FormSuccess = { ok: true, intent: 'save', message: options.savedMessage };
    return success;
  } catch (error) {
    return toFormFailure(error, { request: args.request, intent: 'save', values: read.values });
  }
}
