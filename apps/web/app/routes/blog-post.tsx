import { PostArticle } from '../features/content/components/post-article';
import { loadPostPage } from '../features/content/post-page.server';
import { createRequestApi } from '../lib/api.server';
import type { Route } from './+types/blog-post';

export async function loader(args: Route.LoaderArgs) {
  const init = { signal: args.request.signal };
  return loadPostPage(createRequestApi(args), args.params.id, 'blog', init);
}

/** spec §2 /blog/{id}: one post (id is its slug) with more posts beside it. */
export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <PostArticle post={loaderData.post} related={loaderData.related} basePath="/blog" />;
}
