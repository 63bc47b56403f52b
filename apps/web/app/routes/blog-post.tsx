import { getBlogPosts, getPost } from '../features/content/api/get-posts';
import { PostArticle } from '../features/content/components/post-article';
import { orEmpty, orNotFound } from '../features/content/content.server';
import { relatedPosts } from '../features/content/content-data';
import { createRequestApi } from '../lib/api.server';
import type { Route } from './+types/blog-post';

export async function loader(args: Route.LoaderArgs) {
  const api = createRequestApi(args);
  const init = { signal: args.request.signal };
  // spec §9: the single post page asks 0 to 10 for its related list.
  const [{ post }, list] = await Promise.all([
    orNotFound(getPost(api, args.params.id, init)),
    orEmpty(getBlogPosts(api, init), { posts: [], total: 0 }, 'blog posts'),
  ]);
  if (post.kind !== 'blog') throw new Response('Not Found', { status: 404 });
  return { post, related: relatedPosts(list.posts, post.slug) };
}

/** spec §2 /blog/{id}: one post (id is its slug) with more posts beside it. */
export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <PostArticle post={loaderData.post} related={loaderData.related} basePath="/blog" />;
}
