import { contentImageResponseSchema, type ContentImage } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** POST /api/admin/content/images as multipart/form-data (`file`): where the site serves it. */
export async function uploadContentImage(api: ApiClient, body: FormData): Promise<ContentImage> {
  return (await api.post('/api/admin/content/images', body, contentImageResponseSchema)).image;
}
