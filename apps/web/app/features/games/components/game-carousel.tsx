import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardGame } from '../game-data';
import { GameCard } from './game-card';

type GameCarouselProps = {
  title: string;
  icon?: ReactNode;
  games: CardGame[];
  /** "View all" target (the category page); none when there is no page to show. */
  viewAllHref?: string | null;
  testId?: string;
  /** Cards whose images load at once (the first screen); the rest load lazily. */
  eagerCount?: number;
};

/**
 * spec §2/§9: a row of at most 50 games (loaders cap it) scrolling sideways with snap points and
 * previous / next buttons.
 */
export function GameCarousel({
  title,
  icon,
  games,
  viewAllHref,
  testId,
  eagerCount = 0,
}: GameCarouselProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const updateEdges = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const start = list.scrollLeft <= 4;
    const end = list.scrollLeft + list.clientWidth >= list.scrollWidth - 4;
    setEdges((current) =>
      current.start === start && current.end === end ? current : { start, end },
    );
  }, []);

  useEffect(() => {
    updateEdges();
    window.addEventListener('resize', updateEdges);
    return () => window.removeEventListener('resize', updateEdges);
  }, [updateEdges, games]);

  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({
      left: direction * Math.max(list.clientWidth * 0.85, 200),
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  };

  return (
    <section data-testid={testId} aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-center gap-3">
        <h2
          id={headingId}
          className="flex min-w-0 items-center gap-2 text-lg font-bold tracking-tight text-white"
        >
          {icon}
          <span className="truncate">{title}</span>
        </h2>
        <div className="ml-auto flex shrink-0 items-center gap-1.5">
          {viewAllHref ? (
            <Link
              to={viewAllHref}
              className="mr-1 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-300 transition-colors hover:bg-white/5 hover:text-brand-200"
            >
              {t('games.viewAll')}
            </Link>
          ) : null}
          <CarouselButton
            label={t('games.previous')}
            disabled={edges.start}
            onClick={() => scroll(-1)}
          >
            <ChevronLeft className="size-4" aria-hidden />
          </CarouselButton>
          <CarouselButton label={t('games.next')} disabled={edges.end} onClick={() => scroll(1)}>
            <ChevronRight className="size-4" aria-hidden />
          </CarouselButton>
        </div>
      </div>
      <ul
        ref={listRef}
        onScroll={updateEdges}
        className="-mx-1 flex snap-x snap-mandatory scroll-px-1 gap-3 overflow-x-auto overscroll-x-contain px-1 pt-1 pb-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {games.map((game, index) => (
          <li key={game.game_id} className="w-[9.5rem] shrink-0 snap-start sm:w-[13.125rem]">
            <GameCard game={game} eager={index < eagerCount} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CarouselButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-8 place-items-center rounded-lg bg-ink-800 text-mist-200 ring-1 ring-white/10 transition-colors hover:bg-ink-700 hover:text-white disabled:cursor-default disabled:opacity-40 disabled:hover:bg-ink-800"
    >
      {children}
    </button>
  );
}
