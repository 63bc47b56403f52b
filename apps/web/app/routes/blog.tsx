import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../components/ui/document-title';
import { getBlogPosts } from '../features/content/api/get-posts';
import { ContentHeader } from '../features/content/components/content-header';
import { PostGrid } from '../features/content/components/post-grid';
import { orEmpty } from '../lib/or-empty';
import { createRequestApi } from '../lib/api.server';
import type { Route } from './+types/blog';

export async function loader(args: Route.LoaderArgs) {
  const { posts, total } = await orEmpty(
    getBlogPosts(createRequestApi(args), { signal: args.request.signal }),
    { posts: [], total: 0 },
    'blog posts',
  );
  return { posts, total };
}

/** spec §2 /blog: the posts, newest first (spec §9: 0 to 10). */
export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="space-y-6">
      <DocumentTitle title={t('pages.blog')} description={t('content.meta.blog')} />
      <ContentHeader icon={Newspaper} title={t('pages.blog')} lead={t('content.blogLead')} />
      <PostGrid
        posts={loaderData.posts}
        basePath="/blog"
        testId="blog-list"
        emptyText={t('content.noPosts')}
      />
    </section>
  );
}
