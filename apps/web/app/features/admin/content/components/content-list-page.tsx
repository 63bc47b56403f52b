import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { ButtonLink } from '../../../../components/ui/button';
import { AdminPage } from '../../components/admin-page';
import { SectionTabs } from '../../components/section-tabs';
import { getListHref, type FilteredList, type ListFilter } from '../content-addresses';
import { ContentNav } from './content-nav';

type ContentListPageProps = {
  part: 'posts' | 'pages' | 'sliders';
  icon: LucideIcon;
  lead: string;
  /** Where a new item is made, and the button's icon. */
  create: { to: string; icon: LucideIcon };
  /** The address's notice (`?notice=deleted` after an item was deleted). */
  notice: string | null;
  canBroadcast: boolean;
  children: ReactNode;
};

/**
 * A page of the content section listing one part (posts, pages, sliders): the button to make
 * a new item, the section's tabs, and the word that an item was deleted, above the list.
 */
export function ContentListPage({
  part,
  icon,
  lead,
  create: { to, icon: CreateIcon },
  notice,
  canBroadcast,
  children,
}: ContentListPageProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminPage
      icon={icon}
      title={t('content.title')}
      lead={lead}
      aside={
        <ButtonLink to={to} size="sm">
          <CreateIcon className="size-4" aria-hidden />
          {t(`content.${part}.new`)}
        </ButtonLink>
      }
    >
      <ContentNav current={part} canBroadcast={canBroadcast} />
      {notice === 'deleted' ? (
        <Alert tone="success" testId="content-notice">
          {t(`content.${part}.deleted`)}
        </Alert>
      ) : null}
      {children}
    </AdminPage>
  );
}

type ListFilterTabsProps<Choice extends string> = {
  list: FilteredList<Choice>;
  current: ListFilter<Choice>;
  /** How many items the filter chooses, on every page. */
  total: number;
  getLabel: (filter: ListFilter<Choice>) => string;
};

/** A filtered list's tabs (every item first, then each choice) and how many items it holds. */
export function ListFilterTabs<Choice extends string>({
  list,
  current,
  total,
  getLabel,
}: ListFilterTabsProps<Choice>) {
  const { t } = useTranslation('admin');
  const filters: ListFilter<Choice>[] = ['all', ...list.choices];
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <SectionTabs
        label={t(`content.${list.part}.filterLabel`)}
        current={current}
        tabs={filters.map((id) => ({ id, to: getListHref(list, id), label: getLabel(id) }))}
      />
      <p className="text-sm text-mist-400 tabular-nums" data-testid={`${list.part}-total`}>
        {t(`content.${list.part}.total`, { count: total })}
      </p>
    </div>
  );
}
