import { adminPostsResponseSchema, type AdminPost, type PostStatus } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';

export type PostsQuery = {
  /** Blog posts and promotions alike when left out. */
  kind?: AdminPost['kind'];
  /** Published, scheduled and draft posts alike when left out. */
  status?: PostStatus;
  page: number;
  per_page: number;
};

export type PostsList = { posts: AdminPost[]; total: number };

/** GET /api/admin/posts: one page of posts, scheduled ones and drafts too, newest first. */
export async function listPosts(
  api: ApiClient,
  { kind, status, page, per_page }: PostsQuery,
  init?: ApiRequestInit,
): Promise<PostsList> {
  const query = new URLSearchParams({ page: String(page), per_page: String(per_page) });
  if (kind) query.set('kind', kind);
  if (status) query.set('status', status);
  const { posts, total } = await api.get(
    `/api/admin/posts?${query}`,
    adminPostsResponseSchema,
    init,
  );
  return { posts, total };
}
