import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import type { Post } from '@casino/contracts';
import { formatPostDate } from '../content-data';
import { PostImage } from './post-image';

type PostCardProps = {
  post: Post;
  /** '/blog' or '/promotions': the post opens at `${basePath}/${slug}`. */
  basePath: string;
  compact?: boolean;
};

/** A blog post or promotion in a list: picture, category, title, excerpt and date. */
export function PostCard({ post, basePath, compact = false }: PostCardProps) {
  return (
    <Link
      to={`${basePath}/${post.slug}`}
      data-testid="post-card"
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-ink-850 ring-1 ring-white/5 transition hover:-translate-y-0.5 hover:bg-ink-800 hover:ring-brand-400/40"
    >
      <PostImage post={post} className="aspect-[16/9] shrink-0" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-[0.6875rem] font-semibold tracking-widest text-brand-300 uppercase">
          {post.category}
        </p>
        <h2
          className={
            compact
              ? 'line-clamp-2 text-sm font-semibold text-white'
              : 'line-clamp-2 text-base font-semibold text-white'
          }
        >
          {post.title}
        </h2>
        {compact ? null : <p className="line-clamp-3 text-sm text-mist-400">{post.excerpt}</p>}
        <p className="mt-auto flex items-center gap-1.5 pt-1 text-xs text-mist-500">
          <CalendarDays className="size-3.5" aria-hidden />
          <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>
        </p>
      </div>
    </Link>
  );
}
