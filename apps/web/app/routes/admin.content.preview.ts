import { previewMarkdown } from '../features/admin/content/api/preview-markdown';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { readFormText } from '../lib/forms';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.content.preview';

/**
 * Resource route of the editors' Markdown preview (issue 17 "Content"): the posted `markdown`
 * goes to POST /api/admin/content/preview with the staff member's token (decision 006), and the
 * sanitised HTML it answers comes back as it is, `{html}`; a refusal as the form's failure.
 */
export async function action(args: Route.ActionArgs) {
  await requirePermission(args, 'content.manage');
  const api = createAccountApi(args);
  const markdown = readFormText(await args.request.formData(), 'markdown');
  try {
    return { html: await previewMarkdown(api, markdown) };
  } catch (error) {
    return toFormFailure(error, { request: args.request });
  }
}
