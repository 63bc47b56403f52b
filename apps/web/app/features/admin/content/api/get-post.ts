import { adminPostResponseSchema, type AdminPost } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';

/** GET /api/admin/posts/:id: one post with its texts in every locale. */
export async function getPost(
  api: ApiClient,
  id: string,
  init?: ApiRequestInit,
): Promise<AdminPost> {
  const path = `/api/admin/posts/${encodeURIComponent(id)}`;
  return (await api.get(path, adminPostResponseSchema, init)).post;
}
