import { FilePlus2, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { listPages } from '../features/admin/content/api/list-pages';
import { getListHref, PAGES_LIST } from '../features/admin/content/content-addresses';
import { loadFilteredList } from '../features/admin/content/content-lists.server';
import {
  ContentListPage,
  ListFilterTabs,
} from '../features/admin/content/components/content-list-page';
import { PagesTable } from '../features/admin/content/components/pages-table';
import { Pagination } from '../features/wallet/components/pagination';
import type { Route } from './+types/admin.content.pages';

/** Issue 17 "Content": GET /api/admin/pages, by footer column (`?group=`) and position. */
export function loader(args: Route.LoaderArgs) {
  return loadFilteredList(args, PAGES_LIST, (api, { chosen, ...range }, init) =>
    listPages(api, { group: chosen, ...range }, init),
  );
}

/** Issue 17 "Content": the site's pages and menu entries (the footer's policies and links). */
export default function AdminContentPagesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { filter, page, list, notice, canBroadcast } = loaderData;
  return (
    <ContentListPage
      part="pages"
      icon={Newspaper}
      lead={t('content.pages.lead')}
      create={{ to: '/admin/content/pages/new', icon: FilePlus2 }}
      notice={notice}
      canBroadcast={canBroadcast}
    >
      <ListFilterTabs
        list={PAGES_LIST}
        current={filter}
        total={list.total}
        getLabel={(id) => (id === 'all' ? t('content.pages.all') : t(`content.pages.groups.${id}`))}
      />
      <PagesTable pages={list.pages} />
      <Pagination
        page={page}
        perPage={PAGES_LIST.perPage}
        total={list.total}
        getHref={(next) => getListHref(PAGES_LIST, filter, next)}
      />
    </ContentListPage>
  );
}
