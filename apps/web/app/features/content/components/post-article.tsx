import type { Post, PostDetailResponse } from '@casino/contracts';
import { CalendarDays, Gift, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getButtonClass } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { Eyebrow } from '../../../components/ui/page-header';
import { useRootData } from '../../../lib/root-data';
import { formatPostDate } from '../content-data';
import { BackLink } from './back-link';
import { PostCard } from './post-card';
import { PostImage } from './post-image';
import { ProseBody } from './prose-body';

type PostArticleProps = {
  post: PostDetailResponse['post'];
  related: Post[];
  basePath: '/blog' | '/promotions';
};

/** A blog post or a promotion: heading, picture, body, and the related list beside it. */
export function PostArticle({ post, related, basePath }: PostArticleProps) {
  const { t } = useTranslation();
  const isPromotion = post.kind === 'promotion';
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_20rem]">
      <DocumentTitle title={post.title} description={post.excerpt} />
      <article className="min-w-0 overflow-hidden rounded-2xl bg-ink-850 ring-1 ring-white/5">
        <PostImage post={post} eager className="aspect-[16/7] w-full" />
        <div className="space-y-6 p-5 sm:p-8">
          <header className="space-y-3">
            <BackLink to={basePath}>
              {isPromotion ? t('content.backToPromotions') : t('content.backToBlog')}
            </BackLink>
            <Eyebrow>{post.category}</Eyebrow>
            <h1 className="text-2xl font-bold tracking-tight text-balance text-white sm:text-4xl">
              {post.title}
            </h1>
            <p className="flex items-center gap-1.5 text-sm text-mist-400">
              <CalendarDays className="size-4" aria-hidden />
              <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>
            </p>
          </header>
          {post.excerpt ? (
            <p className="border-l-2 border-brand-400/60 pl-4 text-base text-mist-200 sm:text-lg">
              {post.excerpt}
            </p>
          ) : null}
          <ProseBody html={post.body_html} testId="post-body" />
          {isPromotion ? <ClaimCallout /> : null}
        </div>
      </article>
      {related.length > 0 ? (
        <aside className="space-y-3">
          <h2 className="text-sm font-semibold tracking-widest text-mist-400 uppercase">
            {isPromotion ? t('content.relatedPromotions') : t('content.relatedPosts')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-1">
            {related.map((item) => (
              <li key={item.id}>
                <PostCard post={item} basePath={basePath} compact />
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </div>
  );
}

/** Visitors are invited to register; players claim from their wallet. */
function ClaimCallout() {
  const { t } = useTranslation();
  const signedIn = Boolean(useRootData()?.user);
  return (
    <div className="relative overflow-hidden rounded-2xl border border-brand-400/20 bg-gradient-to-br from-brand-500/15 via-ink-800 to-violet-500/10 p-5 sm:flex sm:items-center sm:gap-5 sm:p-6">
      <span className="mb-3 grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-400/15 text-brand-300 ring-1 ring-brand-400/30 sm:mb-0">
        <Gift className="size-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold text-white">{t('content.claim.title')}</h2>
        <p className="mt-1 text-sm text-mist-300">
          {signedIn ? t('content.claim.textPlayer') : t('content.claim.textVisitor')}
        </p>
      </div>
      <Link
        to={signedIn ? '/settings/wallet' : '/register'}
        className={getButtonClass('primary', 'lg', 'mt-4 w-full sm:mt-0 sm:w-auto')}
      >
        <Wallet className="size-5" aria-hidden />
        {signedIn ? t('content.claim.wallet') : t('content.claim.register')}
      </Link>
    </div>
  );
}
