import { adminPostResponseSchema, type AdminPost } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** DELETE /api/admin/posts/:id: the audit trail keeps what it was; answers the deleted post. */
export async function deletePost(api: ApiClient, id: string): Promise<AdminPost> {
  const path = `/api/admin/posts/${encodeURIComponent(id)}`;
  return (await api.delete(path, adminPostResponseSchema)).post;
}
