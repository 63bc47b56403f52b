import { can } from '@casino/contracts';
import { FilePlus2, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { listPages } from '../features/admin/content/api/list-pages';
import { readNotice } from '../features/admin/content/content-actions.server';
import { PAGE_GROUP_CHOICES } from '../features/admin/content/content-choices';
import { ContentNav } from '../features/admin/content/components/content-nav';
import { PagesTable } from '../features/admin/content/components/pages-table';
import { SectionTabs } from '../features/admin/components/section-tabs';
import { AdminPage } from '../features/admin/components/admin-page';
import { toRouteError } from '../features/admin/route-error.server';
import { Pagination } from '../features/wallet/components/pagination';
import { Alert } from '../components/ui/alert';
import { ButtonLink } from '../components/ui/button';
import { createAccountApi } from '../lib/api.server';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.content.pages';

const PER_PAGE = 50;
const FILTERS = ['all', ...PAGE_GROUP_CHOICES] as const;
type PageFilter = (typeof FILTERS)[number];

/** The pages list's address for a footer column (`?group=`) and page. */
function getPagesHref(filter: PageFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('group', filter);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '/admin/content/pages';
}

/** Issue 17 "Content": GET /api/admin/pages, by footer column and position. */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requirePermission(args, 'content.manage');
  const params = new URL(args.request.url).searchParams;
  const group = PAGE_GROUP_CHOICES.find((value) => value === params.get('group'));
  const page = Math.max(1, Math.min(100_000, Math.trunc(Number(params.get('page')) || 1)));
  try {
    const list = await listPages(
      createAccountApi(args),
      { group, page, per_page: PER_PAGE },
      { signal: args.request.signal },
    );
    return {
      filter: (group ?? 'all') as PageFilter,
      page,
      list,
      notice: readNotice(args.request.url),
      canBroadcast: can(staff.role, 'notifications.broadcast'),
    };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** Issue 17 "Content": the site's pages and menu entries (the footer's policies and links). */
export default function AdminContentPagesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { filter, page, list, notice, canBroadcast } = loaderData;
  return (
    <AdminPage
      icon={Newspaper}
      title={t('content.title')}
      lead={t('content.pages.lead')}
      aside={
        <ButtonLink to="/admin/content/pages/new" size="sm">
          <FilePlus2 className="size-4" aria-hidden />
          {t('content.pages.new')}
        </ButtonLink>
      }
    >
      <ContentNav current="pages" canBroadcast={canBroadcast} />
      {notice === 'deleted' ? (
        <Alert tone="success" testId="content-notice">
          {t('content.pages.deleted')}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SectionTabs
          label={t('content.pages.filterLabel')}
          current={filter}
          tabs={FILTERS.map((id) => ({
            id,
            to: getPagesHref(id),
            label: id === 'all' ? t('content.pages.all') : t(`content.pages.groups.${id}`),
          }))}
        />
        <p className="text-sm text-mist-400 tabular-nums" data-testid="pages-total">
          {t('content.pages.total', { count: list.total })}
        </p>
      </div>
      <PagesTable pages={list.pages} />
      <Pagination
        page={page}
        perPage={PER_PAGE}
        total={list.total}
        getHref={(next) => getPagesHref(filter, next)}
      />
    </AdminPage>
  );
}
