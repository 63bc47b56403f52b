import { clsx } from 'clsx';
import type { Post } from '@casino/contracts';
import { EmptyNote } from '../../../components/ui/empty-note';
import { PostCard } from './post-card';

type PostGridProps = {
  posts: Post[];
  basePath: string;
  testId: string;
  emptyText: string;
  /** spec §9: promotions use 6 columns on wide screens; the blog keeps roomier cards. */
  variant?: 'blog' | 'promotions';
};

const COLUMNS = {
  blog: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4',
  promotions: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6',
} as const;

export function PostGrid({ posts, basePath, testId, emptyText, variant = 'blog' }: PostGridProps) {
  if (posts.length === 0) {
    return <EmptyNote testId={testId}>{emptyText}</EmptyNote>;
  }
  return (
    <ul data-testid={testId} className={clsx('grid gap-3 sm:gap-4', COLUMNS[variant])}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} basePath={basePath} compact={variant === 'promotions'} />
        </li>
      ))}
    </ul>
  );
}
