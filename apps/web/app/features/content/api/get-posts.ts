import { postDetailResponseSchema, postsResponseSchema } from '@casino/contracts';
import type { PostDetailResponse, PostsResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** spec §9: lists (and a single post's sidebar) are requested 0 to 10. */
export const POSTS_RANGE = { limit_from: 0, limit_to: 10 } as const;

/** spec §7 POST /api/blog {limit_from, limit_to}: blog posts, newest first. */
export function getBlogPosts(api: ApiClient, init?: ApiRequestInit): Promise<PostsResponse> {
  return api.post('/api/blog', POSTS_RANGE, postsResponseSchema, init);
}

/** spec §7 POST /api/blog/provident {category: 'promotions'}: the promotions. */
export function getPromotions(api: ApiClient, init?: ApiRequestInit): Promise<PostsResponse> {
  return api.post(
    '/api/blog/provident',
    { category: 'promotions', ...POSTS_RANGE },
    postsResponseSchema,
    init,
  );
}

/** GET /api/posts/:slug: one blog post or promotion with its sanitised body (404 if unknown). */
export function getPost(
  api: ApiClient,
  slug: string,
  init?: ApiRequestInit,
): Promise<PostDetailResponse> {
  return api.get(`/api/posts/${encodeURIComponent(slug)}`, postDetailResponseSchema, init);
}
