import { adminPostResponseSchema, type AdminPost, type PostInput } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** POST /api/admin/posts: a blog post or promotion; a later `published_at` schedules it. */
export async function createPost(api: ApiClient, body: PostInput): Promise<AdminPost> {
  return (await api.post('/api/admin/posts', body, adminPostResponseSchema)).post;
}
