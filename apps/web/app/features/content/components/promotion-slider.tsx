import type { Slider } from '@casino/contracts';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isInternalUrl } from '../content-data';

const AUTOPLAY_MS = 6000;

/**
 * The banners above the promotions: one slide at a time, the caption over a gradient so it
 * reads on any picture (or on the placeholder), arrows and dots, advancing by itself unless
 * the pointer or focus rests on it.
 */
export function PromotionSlider({ slides }: { slides: Slider[] }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % count), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;
  const go = (index: number) => setActive((index + count) % count);

  return (
    <section
      data-testid="promotion-slider"
      aria-roledescription="carousel"
      aria-label={t('content.slider.label')}
      className="group/slider relative overflow-hidden rounded-2xl bg-ink-850 ring-1 ring-white/5"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="flex transition-transform duration-500 ease-out"
        style={{ transform: `translateX(-${active * 100}%)` }}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('content.slider.position', { index: index + 1, count })}
            aria-hidden={index !== active}
            className="w-full shrink-0"
          >
            <SlideLink url={slide.redirect_url} focusable={index === active}>
              <div className="relative aspect-[16/10] w-full bg-gradient-to-br from-brand-500/50 via-ink-800 to-violet-600/50 sm:aspect-[16/6] lg:aspect-[16/5]">
                <img
                  src={slide.image_url}
                  alt=""
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  className="absolute inset-0 size-full object-cover opacity-60 transition duration-500 group-hover/slider:opacity-75"
                />
                <div
                  aria-hidden
                  className="absolute inset-0 bg-gradient-to-r from-ink-950/95 via-ink-950/60 to-transparent"
                />
                <div
                  aria-hidden
                  className="absolute inset-0 bg-gradient-to-t from-ink-950/80 via-transparent to-transparent sm:hidden"
                />
                <div className="absolute inset-0 flex flex-col justify-end gap-2 p-5 pb-10 sm:max-w-xl sm:justify-center sm:px-16 sm:py-10 lg:max-w-2xl">
                  <h2 className="text-2xl font-extrabold tracking-tight text-balance text-white drop-shadow sm:text-4xl">
                    {slide.title}
                  </h2>
                  {slide.subtitle ? (
                    <p className="line-clamp-2 text-sm text-mist-200 sm:text-base">
                      {slide.subtitle}
                    </p>
                  ) : null}
                  <span className="mt-2 inline-flex w-fit items-center gap-1 rounded-lg bg-gradient-to-r from-brand-400 to-brand-500 px-3 py-1.5 text-sm font-semibold text-ink-950">
                    {t('content.slider.cta')}
                    <ChevronRight className="size-4" aria-hidden />
                  </span>
                </div>
              </div>
            </SlideLink>
          </div>
        ))}
      </div>

      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => go(active - 1)}
            aria-label={t('content.slider.previous')}
            className="absolute top-1/2 left-3 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-ink-950/60 text-white ring-1 ring-white/10 backdrop-blur transition hover:bg-ink-950/80 sm:grid"
          >
            <ChevronLeft className="size-5" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => go(active + 1)}
            aria-label={t('content.slider.next')}
            className="absolute top-1/2 right-3 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-ink-950/60 text-white ring-1 ring-white/10 backdrop-blur transition hover:bg-ink-950/80 sm:grid"
          >
            <ChevronRight className="size-5" aria-hidden />
          </button>
          <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1.5">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                onClick={() => go(index)}
                aria-label={t('content.slider.goTo', { index: index + 1 })}
                aria-current={index === active}
                className={clsx(
                  'h-1.5 rounded-full transition-all',
                  index === active ? 'w-6 bg-brand-400' : 'w-1.5 bg-white/40 hover:bg-white/70',
                )}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

function SlideLink({
  url,
  focusable,
  children,
}: {
  url: string;
  focusable: boolean;
  children: ReactNode;
}) {
  const tabIndex = focusable ? undefined : -1;
  if (!url) return <div>{children}</div>;
  if (isInternalUrl(url)) {
    return (
      <Link to={url} tabIndex={tabIndex} className="block">
        {children}
      </Link>
    );
  }
  return (
    <a href={url} tabIndex={tabIndex} rel="noopener noreferrer" className="block">
      {children}
    </a>
  );
}
