import type { Slider as Slide } from '@casino/contracts';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentLink } from './content-link';

const AUTOPLAY_MS = 6000;
/** When the neighbouring slides start loading: well after the first paint, before the turn. */
const WARM_UP_MS = 3000;
/** How far a finger has to travel sideways before it turns the slide. */
const SWIPE_PX = 40;

type SliderProps = {
  /** spec §3 Site settings sliders (home image sliders, promotion sliders). */
  slides: Slide[];
  /** Names the carousel for screen readers ("Featured promotions"). */
  label: string;
  testId?: string;
  /**
   * The first picture is the page's largest paint (the slider opens the page): it is fetched
   * with high priority. The first slide always loads eagerly, the others only when near.
   */
  isPriority?: boolean;
};

/**
 * A banner carousel: one slide at a time, the caption over a gradient so it reads on any
 * picture (or on the placeholder), arrows, dots, swipe and a pause button. It advances by itself
 * unless paused, hovered, focused, or the visitor prefers reduced motion.
 */
export function Slider({ slides, label, testId, isPriority = false }: SliderProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [isPlaying, setIsPlaying] = useState(true);
  const [isResting, setIsResting] = useState(false);
  const [isWarm, setIsWarm] = useState(false);
  const touchStartX = useRef<number | null>(null);
  const count = slides.length;
  const isRotating = count > 1 && isPlaying && !isResting;

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setIsPlaying(false);
    const timer = window.setTimeout(() => setIsWarm(true), WARM_UP_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % count), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, isRotating]);

  if (count === 0) return null;
  const go = (index: number) => {
    setIsWarm(true);
    setActive((index + count) % count);
  };
  // Lazy pictures beside the visible one would wait until they slide in; the neighbours of the
  // current slide load ahead, so a slide never shows up before its picture.
  const isNear = (index: number) =>
    index === 0 ||
    (isWarm && [active, (active + 1) % count, (active - 1 + count) % count].includes(index));

  return (
    <section
      data-testid={testId}
      aria-roledescription="carousel"
      aria-label={label}
      className="group/slider relative overflow-hidden rounded-2xl bg-ink-850 ring-1 ring-white/5"
      onMouseEnter={() => setIsResting(true)}
      onMouseLeave={() => setIsResting(false)}
      onFocus={() => setIsResting(true)}
      onBlur={() => setIsResting(false)}
      onTouchStart={(event) => {
        touchStartX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStartX.current;
        const end = event.changedTouches[0]?.clientX;
        touchStartX.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
        go(end < start ? active + 1 : active - 1);
      }}
    >
      <div
        aria-live={isRotating ? 'off' : 'polite'}
        className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${active * 100}%)` }}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slider.position', { index: index + 1, count })}
            aria-hidden={index !== active}
            className="w-full shrink-0"
          >
            <ContentLink
              href={slide.redirect_url}
              tabIndex={index === active ? undefined : -1}
              className="block"
            >
              <div className="relative aspect-[16/10] w-full bg-gradient-to-br from-brand-500/50 via-ink-800 to-violet-600/50 sm:aspect-[16/6] lg:aspect-[16/5]">
                <img
                  src={slide.image_url}
                  alt=""
                  width={1280}
                  height={400}
                  loading={isNear(index) ? 'eager' : 'lazy'}
                  fetchPriority={isPriority && index === 0 ? 'high' : undefined}
                  decoding={index === 0 ? undefined : 'async'}
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
                <div className="absolute inset-0 flex flex-col justify-end gap-2 p-5 pb-12 sm:max-w-xl sm:justify-center sm:px-16 sm:py-10 lg:max-w-2xl">
                  <h2 className="text-2xl font-extrabold tracking-tight text-balance text-white drop-shadow sm:text-4xl">
                    {slide.title}
                  </h2>
                  {slide.subtitle ? (
                    <p className="line-clamp-2 text-sm text-mist-200 sm:text-base">
                      {slide.subtitle}
                    </p>
                  ) : null}
                  {slide.redirect_url ? (
                    <span className="mt-2 inline-flex w-fit items-center gap-1 rounded-lg bg-gradient-to-r from-brand-400 to-brand-500 px-3 py-1.5 text-sm font-semibold text-ink-950">
                      {t('slider.cta')}
                      <ChevronRight className="size-4" aria-hidden />
                    </span>
                  ) : null}
                </div>
              </div>
            </ContentLink>
          </div>
        ))}
      </div>

      {count > 1 ? (
        <>
          <ArrowButton side="left" label={t('slider.previous')} onClick={() => go(active - 1)} />
          <ArrowButton side="right" label={t('slider.next')} onClick={() => go(active + 1)} />
          <div className="absolute inset-x-0 bottom-2 flex items-center justify-center gap-0.5">
            <button
              type="button"
              onClick={() => setIsPlaying((playing) => !playing)}
              aria-label={isPlaying ? t('slider.pause') : t('slider.play')}
              title={isPlaying ? t('slider.pause') : t('slider.play')}
              className="mr-1 grid size-7 place-items-center rounded-full text-white/70 transition hover:bg-white/10 hover:text-white"
            >
              {isPlaying ? (
                <Pause className="size-3.5" aria-hidden />
              ) : (
                <Play className="size-3.5" aria-hidden />
              )}
            </button>
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                onClick={() => go(index)}
                aria-label={t('slider.goTo', { index: index + 1 })}
                aria-current={index === active}
                className="group/dot grid h-7 min-w-6 place-items-center"
              >
                <span
                  className={clsx(
                    'h-1.5 rounded-full transition-all',
                    index === active
                      ? 'w-6 bg-brand-400'
                      : 'w-1.5 bg-white/40 group-hover/dot:bg-white/70',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

function ArrowButton({
  side,
  label,
  onClick,
}: {
  side: 'left' | 'right';
  label: string;
  onClick: () => void;
}) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={clsx(
        'absolute top-1/2 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-ink-950/60 text-white ring-1 ring-white/10 backdrop-blur transition hover:bg-ink-950/80 sm:grid',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}
