import { can } from '@casino/contracts';
import { FilePlus2, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { listPosts } from '../features/admin/content/api/list-posts';
import { readNotice } from '../features/admin/content/content-actions.server';
import { POST_KIND_CHOICES } from '../features/admin/content/content-choices';
import { ContentNav } from '../features/admin/content/components/content-nav';
import { PostsTable } from '../features/admin/content/components/posts-table';
import { SectionTabs } from '../features/admin/components/section-tabs';
import { AdminPage } from '../features/admin/components/admin-page';
import { toRouteError } from '../features/admin/route-error.server';
import { Pagination } from '../features/wallet/components/pagination';
import { Alert } from '../components/ui/alert';
import { ButtonLink } from '../components/ui/button';
import { createAccountApi } from '../lib/api.server';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.content';

const PER_PAGE = 20;
const FILTERS = ['all', ...POST_KIND_CHOICES] as const;
type PostFilter = (typeof FILTERS)[number];

/** The posts list's address for a kind (`?kind=`) and page. */
function getPostsHref(filter: PostFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('kind', filter);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '/admin/content';
}

/**
 * Issue 17 "Content": GET /api/admin/posts, blog posts and promotions (scheduled ones too),
 * newest publication first, of the kind the address names, a page at a time.
 */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requirePermission(args, 'content.manage');
  const params = new URL(args.request.url).searchParams;
  const kind = POST_KIND_CHOICES.find((value) => value === params.get('kind'));
  const page = Math.max(1, Math.min(100_000, Math.trunc(Number(params.get('page')) || 1)));
  try {
    const list = await listPosts(
      createAccountApi(args),
      { kind, page, per_page: PER_PAGE },
      { signal: args.request.signal },
    );
    return {
      filter: (kind ?? 'all') as PostFilter,
      page,
      list,
      notice: readNotice(args.request.url),
      canBroadcast: can(staff.role, 'notifications.broadcast'),
    };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** Issue 17 "Content": the posts, the way to write one, and the other content parts. */
export default function AdminContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { filter, page, list, notice, canBroadcast } = loaderData;
  return (
    <AdminPage
      icon={Newspaper}
      title={t('content.title')}
      lead={t('content.lead')}
      aside={
        <ButtonLink to="/admin/content/posts/new" size="sm">
          <FilePlus2 className="size-4" aria-hidden />
          {t('content.posts.new')}
        </ButtonLink>
      }
    >
      <ContentNav current="posts" canBroadcast={canBroadcast} />
      {notice === 'deleted' ? (
        <Alert tone="success" testId="content-notice">
          {t('content.posts.deleted')}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SectionTabs
          label={t('content.posts.filterLabel')}
          current={filter}
          tabs={FILTERS.map((id) => ({
            id,
            to: getPostsHref(id),
            label: t(`content.posts.filters.${id}`),
          }))}
        />
        <p className="text-sm text-mist-400 tabular-nums" data-testid="posts-total">
          {t('content.posts.total', { count: list.total })}
        </p>
      </div>
      <PostsTable posts={list.posts} />
      <Pagination
        page={page}
        perPage={PER_PAGE}
        total={list.total}
        getHref={(next) => getPostsHref(filter, next)}
      />
    </AdminPage>
  );
}
