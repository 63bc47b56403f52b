import { PostArticle } from '../features/content/components/post-article';
import { loadPostPage } from '../features/content/post-page.server';
import { createRequestApi } from '../lib/api.server';
import type { Route } from './+types/promotion';

export async function loader(args: Route.LoaderArgs) {
  const init = { signal: args.request.signal };
  return loadPostPage(createRequestApi(args), args.params.id, 'promotion', init);
}

/** spec §2 /promotions/{id}: one promotion (id is its slug), its terms and how to claim it. */
export default function PromotionPage({ loaderData }: Route.ComponentProps) {
  return <PostArticle post={loaderData.post} related={loaderData.related} basePath="/promotions" />;
}
