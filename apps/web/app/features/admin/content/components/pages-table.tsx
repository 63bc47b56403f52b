import type { AdminPage } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { EmptyNote } from '../../../../components/ui/empty-note';
import { AdminTable, CELL_CLASS } from '../../components/admin-table';
import { RowLink } from '../../components/row-link';
import { getItemPath } from '../content-addresses';

/** The site's pages and menu entries by footer column and position, and the way to edit each. */
export function PagesTable({ pages }: { pages: readonly AdminPage[] }) {
  const { t } = useTranslation('admin');
  if (pages.length === 0) {
    return <EmptyNote testId="pages-empty">{t('content.pages.empty')}</EmptyNote>;
  }
  const columns = [
    { label: t('content.pages.columns.title') },
    { label: t('content.pages.columns.to') },
    { label: t('content.pages.columns.group') },
    { label: t('content.pages.columns.position'), align: 'right' as const },
    { label: t('content.pages.columns.text') },
    { label: t('content.edit'), srOnly: true },
  ];
  return (
    <AdminTable testId="pages-table" columns={columns} minWidthClass="min-w-[48rem]">
      {pages.map((page) => (
        <tr key={page.id} data-id={page.id} className="hover:bg-white/[0.02]">
          <td className={CELL_CLASS}>
            <p className="font-medium text-white">{page.title.en}</p>
            <p className="font-mono text-xs text-mist-400">{page.slug}</p>
          </td>
          <td className={`${CELL_CLASS} font-mono text-xs text-mist-300`}>{page.to}</td>
          <td className={CELL_CLASS}>{t(`content.pages.groups.${page.group}`)}</td>
          <td className={`${CELL_CLASS} text-right tabular-nums`}>{page.position}</td>
          <td className={CELL_CLASS}>
            <Badge tone={page.body ? 'info' : 'neutral'}>
              {page.body ? t('content.pages.hasText') : t('content.pages.menuOnly')}
            </Badge>
          </td>
          <td className={`${CELL_CLASS} text-right`}>
            <RowLink to={getItemPath('pages', page.id)}>{t('content.edit')}</RowLink>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
