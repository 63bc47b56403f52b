import type { ApiClient, ApiRequestInit } from '../../lib/api';
import { getBlogPosts, getPost, getPromotions } from './api/get-posts';
import { orNotFound } from './content.server';
import { orEmpty } from '../../lib/or-empty';
import { relatedPosts } from './content-data';

const LISTS = {
  blog: { load: getBlogPosts, what: 'blog posts' },
  promotion: { load: getPromotions, what: 'promotions' },
} as const;

/**
 * spec §2 /blog/{id} and /promotions/{id}: the post whose slug is `id` (a 404 unless it is of
 * `kind`) and more of its kind beside it; spec §9: that list is asked 0 to 10.
 */
export async function loadPostPage(
  api: ApiClient,
  id: string,
  kind: keyof typeof LISTS,
  init: ApiRequestInit,
) {
  const list = LISTS[kind];
  const [{ post }, { posts }] = await Promise.all([
    orNotFound(getPost(api, id, init)),
    orEmpty(list.load(api, init), { posts: [], total: 0 }, list.what),
  ]);
  if (post.kind !== kind) throw new Response('Not Found', { status: 404 });
  return { post, related: relatedPosts(posts, post.slug) };
}
