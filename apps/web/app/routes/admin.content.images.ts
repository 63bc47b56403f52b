import { uploadContentImage } from '../features/admin/content/api/upload-content-image';
import { createFormFailure, toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { requirePermission } from '../lib/guards.server';
import { getServerMessages } from '../lib/messages.server';
import type { Route } from './+types/admin.content.images';

/**
 * Resource route of the editors' image upload (issue 17 "Content"): the posted `file` is sent
 * on as multipart/form-data to POST /api/admin/content/images with the staff member's token
 * (decision 006); the API checks its type by content and its size, and answers `{image}` with
 * the /storage address that fills the picture's field. No file is answered here, without a call.
 */
export async function action(args: Route.ActionArgs) {
  await requirePermission(args, 'content.manage');
  const api = createAccountApi(args);
  const file = (await args.request.formData()).get('file');
  if (!(file instanceof File) || file.size === 0) {
    const messages = getServerMessages(args.request);
    return createFormFailure(
      { file: [messages.validation.file_required] },
      {
        message: messages.errors.VALIDATION_FAILED,
      },
    );
  }
  const upload = new FormData();
  upload.set('file', file, file.name);
  try {
    return { image: await uploadContentImage(api, upload) };
  } catch (error) {
    return toFormFailure(error, { request: args.request });
  }
}
