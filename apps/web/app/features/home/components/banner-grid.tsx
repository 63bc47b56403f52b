import type { Banner } from '@casino/contracts';
import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContentLink } from '../../../components/ui/content-link';

const FALLBACK_TONES = [
  'from-brand-500/40 to-cyan-600/20',
  'from-violet-500/40 to-fuchsia-600/20',
  'from-amber-400/40 to-rose-600/20',
];

/**
 * spec §3 Site settings banners: a card per banner, its picture behind a gradient that keeps
 * the title and description readable; the whole card opens the banner's url.
 */
export function BannerGrid({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <section aria-label={t('home.banners.label')} data-testid="banner-grid">
      <ul
        className={clsx(
          'grid gap-3 sm:grid-cols-2 sm:gap-4',
          banners.length > 2 && 'lg:grid-cols-3',
        )}
      >
        {banners.map((banner, index) => (
          // An odd last card spans the row on two columns instead of leaving a hole.
          <li key={banner.id} className="sm:last:odd:col-span-2 lg:last:odd:col-span-1">
            <ContentLink
              href={banner.url}
              testId="banner-card"
              className={clsx(
                'group relative isolate flex h-full min-h-44 flex-col justify-end overflow-hidden rounded-2xl bg-gradient-to-br p-5 ring-1 ring-white/5 transition hover:ring-brand-400/40 sm:min-h-52',
                FALLBACK_TONES[index % FALLBACK_TONES.length],
              )}
            >
              <img
                src={banner.bg_img}
                alt=""
                width={420}
                height={320}
                loading="lazy"
                decoding="async"
                className="absolute inset-0 -z-10 size-full object-cover opacity-70 transition duration-500 group-hover:scale-105 group-hover:opacity-80 motion-reduce:transition-none"
              />
              <div
                aria-hidden
                className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-950 via-ink-950/75 to-ink-950/10"
              />
              <h2 className="text-lg font-bold tracking-tight text-balance text-white sm:text-xl">
                {banner.title}
              </h2>
              {banner.description ? (
                <p className="mt-1 line-clamp-2 text-sm text-mist-200">{banner.description}</p>
              ) : null}
              {banner.url ? (
                <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-300 transition-colors group-hover:text-brand-200">
                  {t('home.banners.cta')}
                  <ArrowRight className="size-4" aria-hidden />
                </span>
              ) : null}
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
