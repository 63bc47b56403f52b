import type { AdminPost } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { EmptyNote } from '../../../../components/ui/empty-note';
import { StackedDateTime } from '../../../../components/ui/stacked-table';
import { AdminTable, CELL_CLASS } from '../../components/admin-table';
import { RowLink } from '../../components/row-link';
import { getItemPath } from '../content-addresses';
import { PostStatusBadge } from './post-status-badge';

/**
 * The posts, newest publication first: title, kind, where it lives, when it shows (a draft
 * or a scheduled one says so) and the way to edit it.
 */
export function PostsTable({ posts }: { posts: readonly AdminPost[] }) {
  const { t } = useTranslation('admin');
  if (posts.length === 0) {
    return <EmptyNote testId="posts-empty">{t('content.posts.empty')}</EmptyNote>;
  }
  const columns = [
    { label: t('content.posts.columns.title') },
    { label: t('content.posts.columns.kind') },
    { label: t('content.posts.columns.category') },
    { label: t('content.posts.columns.published') },
    { label: t('content.edit'), srOnly: true },
  ];
  return (
    <AdminTable testId="posts-table" columns={columns} minWidthClass="min-w-[48rem]">
      {posts.map((post) => (
        <tr key={post.id} data-id={post.id} className="hover:bg-white/[0.02]">
          <td className={CELL_CLASS}>
            <p className="font-medium text-white">{post.title.en}</p>
            <p className="font-mono text-xs text-mist-400">{post.slug}</p>
          </td>
          <td className={CELL_CLASS}>
            <Badge tone={post.kind === 'promotion' ? 'info' : 'neutral'}>
              {t(`content.posts.kinds.${post.kind}`)}
            </Badge>
          </td>
          <td className={`${CELL_CLASS} font-mono text-xs text-mist-300`}>{post.category}</td>
          <td className={`${CELL_CLASS} text-mist-300`}>
            <p>
              <StackedDateTime iso={post.published_at} />
            </p>
            <PostStatusBadge post={post} className="mt-1" />
          </td>
          <td className={`${CELL_CLASS} text-right`}>
            <RowLink to={getItemPath('posts', post.id)}>{t('content.edit')}</RowLink>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
