import { adminPostsResponseSchema, type AdminPost } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';

export type PostsQuery = {
  /** Blog posts and promotions alike when left out. */
  kind?: AdminPost['kind'];
  page: number;
  per_page: number;
};

export type PostsList = { posts: AdminPost[]; total: number };

/** GET /api/admin/posts: one page of posts, scheduled ones too, newest publication first. */
export async function listPosts(
  api: ApiClient,
  { kind, page, per_page }: PostsQuery,
  init?: ApiRequestInit,
): Promise<PostsList> {
  const query = new URLSearchParams({ page: String(page), per_page: String(per_page) });
  if (kind) query.set('kind', kind);
  const { posts, total } = await api.get(
    `/api/admin/posts?${query}`,
    adminPostsResponseSchema,
    init,
  );
  return { posts, total };
}
