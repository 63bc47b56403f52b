import type { Post } from '@casino/contracts';
import { Gift } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScrollRowButtons, ScrollRowList } from '../../../components/ui/scroll-row';
import { useScrollRow } from '../../../lib/use-scroll-row';
import { PostImage } from './post-image';

/** spec §9: the promotions carousel's cards are 280 x 350 px. */
export const PROMOTION_CARD = { width: 280, height: 350 } as const;

/**
 * spec §2, §9: the running promotions as one scroll-snapping row of tall 280 x 350 cards
 * (picture, category and title), beside the grid below it, with previous / next buttons.
 */
export function PromotionCarousel({ posts }: { posts: Post[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const row = useScrollRow<HTMLUListElement>(posts);
  if (posts.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      data-testid="promotion-carousel"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-white">
          <Gift className="size-5 text-brand-300" aria-hidden />
          {t('content.promotionsCarousel.title')}
        </h2>
        <div className="flex gap-2">
          <ScrollRowButtons
            row={row}
            className="hidden sm:grid"
            previousLabel={t('content.promotionsCarousel.previous')}
            nextLabel={t('content.promotionsCarousel.next')}
          />
        </div>
      </div>
      <ScrollRowList row={row}>
        {posts.map((post) => (
          <li key={post.id} className="shrink-0 snap-start">
            <Link
              to={`/promotions/${post.slug}`}
              data-testid="promotion-carousel-card"
              style={PROMOTION_CARD}
              className="group relative block overflow-hidden rounded-2xl bg-ink-850 ring-1 ring-white/5 transition hover:-translate-y-0.5 hover:ring-brand-400/40 motion-reduce:transition-none"
            >
              <div className="absolute inset-0">
                <PostImage post={post} className="size-full" />
              </div>
              <div className="absolute inset-x-0 bottom-0 space-y-1.5 bg-gradient-to-t from-ink-950/95 via-ink-950/70 to-transparent p-4 pt-12">
                <p className="text-[0.6875rem] font-semibold tracking-widest text-brand-300 uppercase">
                  {post.category}
                </p>
                <h3 className="line-clamp-3 text-base leading-snug font-semibold text-white">
                  {post.title}
                </h3>
              </div>
            </Link>
          </li>
        ))}
      </ScrollRowList>
    </section>
  );
}
