import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useRootData } from '../../../lib/root-data';
import type { CardGame } from '../game-data';
import { GameCard } from './game-card';

// Column maths shared by the CSS grid (server render) and the measured rows (browser), so the
// switch from one to the other moves nothing.
const GAP_X = 12;
const ROW_GAP = 16;
const MIN_CARD_MOBILE = 150;
const MIN_CARD = 190;
/** Card text under the 21:16 picture: name and provider lines. */
const CARD_TEXT_HEIGHT = 44;
/**
 * Cards rendered on the server (and on the first browser render) before measuring, and how
 * many of their pictures load at once: a phone's first screen holds far fewer (spec §9 mobile
 * detection by user agent).
 */
export const FIRST_CARDS = { desktop: { cards: 36, eager: 12 }, phone: { cards: 12, eager: 4 } };

function countColumns(width: number, minCard: number): number {
  return Math.max(2, Math.floor((width + GAP_X) / (minCard + GAP_X)));
}

export type Layout = { columns: number; rowHeight: number; scrollMargin: number };

// The virtualiser loads with the first grid that needs it, not with every page.
const VirtualRows = lazy(() => import('./virtual-rows'));

type GamesGridProps = { games: CardGame[]; label: string };

/**
 * A grid that stays smooth with thousands of games: only the rows near the viewport exist in
 * the DOM (window virtualiser). The server renders the first cards as a plain responsive grid;
 * once the browser has measured the width it switches to virtual rows of the same shape.
 */
export function GamesGrid({ games, label }: GamesGridProps) {
  const first = useRootData()?.isPhone ? FIRST_CARDS.phone : FIRST_CARDS.desktop;
  const containerRef = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState<Layout | null>(null);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const measure = () => {
      const width = container.clientWidth;
      const minCard = window.innerWidth >= 640 ? MIN_CARD : MIN_CARD_MOBILE;
      const columns = countColumns(width, minCard);
      const cardWidth = (width - GAP_X * (columns - 1)) / columns;
      const rowHeight = Math.round((cardWidth * 16) / 21 + CARD_TEXT_HEIGHT + ROW_GAP);
      const scrollMargin = Math.round(container.getBoundingClientRect().top + window.scrollY);
      setLayout((current) =>
        current &&
        current.columns === columns &&
        current.rowHeight === rowHeight &&
        current.scrollMargin === scrollMargin
          ? current
          : { columns, rowHeight, scrollMargin },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => observer.disconnect();
  }, []);

  const firstCards = (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(9.375rem,1fr))] gap-x-3 gap-y-4 sm:grid-cols-[repeat(auto-fill,minmax(11.875rem,1fr))]">
      {games.slice(0, first.cards).map((game, index) => (
        <div key={game.game_id} role="listitem">
          <GameCard game={game} eager={index < first.eager} />
        </div>
      ))}
    </div>
  );

  return (
    <div
      ref={containerRef}
      data-testid="games-grid"
      data-count={games.length}
      role="list"
      aria-label={label}
    >
      {layout ? (
        <Suspense fallback={firstCards}>
          <VirtualRows games={games} layout={layout} />
        </Suspense>
      ) : (
        firstCards
      )}
    </div>
  );
}
