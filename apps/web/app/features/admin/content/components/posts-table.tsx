import type { AdminPost } from '@casino/contracts';
import { ArrowRight, CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { EmptyNote } from '../../../../components/ui/empty-note';
import { StackedDateTime } from '../../../../components/ui/stacked-table';
import { AdminTable, CELL_CLASS } from '../../components/admin-table';

/**
 * The posts, newest publication first: title, kind, where it lives, when it shows (a
 * scheduled one says so) and the way to edit it.
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
            {post.is_scheduled ? (
              <Badge tone="warning" className="mt-1" testId="post-scheduled">
                <CalendarClock className="size-3" aria-hidden />
                {t('content.posts.scheduled')}
              </Badge>
            ) : null}
          </td>
          <td className={`${CELL_CLASS} text-right`}>
            <Link
              to={`/admin/content/posts/${post.id}`}
              className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-violet-300 hover:text-violet-200"
            >
              {t('content.edit')}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
