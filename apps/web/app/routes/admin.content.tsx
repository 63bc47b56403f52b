import { FilePlus2, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { listPosts } from '../features/admin/content/api/list-posts';
import { getListHref, POSTS_DRAFTS, POSTS_LIST } from '../features/admin/content/content-addresses';
import { loadFilteredList } from '../features/admin/content/content-lists.server';
import {
  ContentListPage,
  ListFilterTabs,
} from '../features/admin/content/components/content-list-page';
import { PostsTable } from '../features/admin/content/components/posts-table';
import { Pagination } from '../features/wallet/components/pagination';
import type { Route } from './+types/admin.content';

/**
 * Issue 17 "Content": GET /api/admin/posts, blog posts and promotions (scheduled ones and
 * drafts too), newest publication first, of the kind the address names (`?kind=`) or the
 * drafts (`?kind=draft`), a page at a time.
 */
export function loader(args: Route.LoaderArgs) {
  return loadFilteredList(args, POSTS_LIST, (api, { chosen, ...range }, init) =>
    listPosts(
      api,
      chosen === POSTS_DRAFTS ? { status: 'draft', ...range } : { kind: chosen, ...range },
      init,
    ),
  );
}

/** Issue 17 "Content": the posts, the way to write one, and the other content parts. */
export default function AdminContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { filter, page, list, notice, canBroadcast } = loaderData;
  return (
    <ContentListPage
      part="posts"
      icon={Newspaper}
      lead={t('content.lead')}
      create={{ to: '/admin/content/posts/new', icon: FilePlus2 }}
      notice={notice}
      canBroadcast={canBroadcast}
    >
      <ListFilterTabs
        list={POSTS_LIST}
        current={filter}
        total={list.total}
        getLabel={(id) => t(`content.posts.filters.${id}`)}
      />
      <PostsTable posts={list.posts} />
      <Pagination
        page={page}
        perPage={POSTS_LIST.perPage}
        total={list.total}
        getHref={(next) => getListHref(POSTS_LIST, filter, next)}
      />
    </ContentListPage>
  );
}
