import { clsx } from 'clsx';
import { Gift, Newspaper } from 'lucide-react';
import { useState } from 'react';
import type { Post } from '@casino/contracts';

type PostImageProps = {
  post: Pick<Post, 'image' | 'kind' | 'title'>;
  className?: string;
  /** Above-the-fold images load eagerly. */
  eager?: boolean;
};

/** A post's picture, or a branded gradient when it has none or it fails to load. */
export function PostImage({ post, className, eager = false }: PostImageProps) {
  const [failed, setFailed] = useState(false);
  const Icon = post.kind === 'promotion' ? Gift : Newspaper;
  return (
    <div
      className={clsx(
        'relative overflow-hidden bg-gradient-to-br from-brand-500/25 via-ink-750 to-violet-500/25',
        className,
      )}
    >
      <Icon
        className="absolute top-1/2 left-1/2 size-10 -translate-x-1/2 -translate-y-1/2 text-white/20"
        aria-hidden
      />
      {post.image && !failed ? (
        <img
          src={post.image}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
      ) : null}
      <div
        aria-hidden
        className="absolute inset-0 bg-gradient-to-t from-ink-950/60 via-transparent to-transparent"
      />
    </div>
  );
}
