import { adminPostResponseSchema, type AdminPost, type PostPatch } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** PATCH /api/admin/posts/:id: the fields given; a text is replaced in all its locales. */
export async function updatePost(api: ApiClient, id: string, body: PostPatch): Promise<AdminPost> {
  const path = `/api/admin/posts/${encodeURIComponent(id)}`;
  return (await api.patch(path, body, adminPostResponseSchema)).post;
}
