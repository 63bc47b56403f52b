import { getPost, getPromotions } from '../features/content/api/get-posts';
import { PostArticle } from '../features/content/components/post-article';
import { orEmpty, orNotFound } from '../features/content/content.server';
import { relatedPosts } from '../features/content/content-data';
import { createRequestApi } from '../lib/api.server';
import type { Route } from './+types/promotion';

export async function loader(args: Route.LoaderArgs) {
  const api = createRequestApi(args);
  const init = { signal: args.request.signal };
  const [{ post }, list] = await Promise.all([
    orNotFound(getPost(api, args.params.id, init)),
    orEmpty(getPromotions(api, init), { posts: [], total: 0 }, 'promotions'),
  ]);
  if (post.kind !== 'promotion') throw new Response('Not Found', { status: 404 });
  return { post, related: relatedPosts(list.posts, post.slug) };
}

/** spec §2 /promotions/{id}: one promotion (id is its slug), its terms and how to claim it. */
export default function PromotionPage({ loaderData }: Route.ComponentProps) {
  return <PostArticle post={loaderData.post} related={loaderData.related} basePath="/promotions" />;
}
