import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useRootData } from '../../../lib/root-data';
import { GRID_CARD_SIZES, type CardGame } from '../game-data';
import { measureGridLayout, type GridLayout } from '../grid-layout';
import { GameCard } from './game-card';

/**
 * Cards rendered on the server (and on the first browser render) before measuring, and how
 * many of their pictures load at once: a phone's first screen holds far fewer (spec §9 mobile
 * detection by user agent).
 */
export const FIRST_CARDS = { desktop: { cards: 36, eager: 12 }, phone: { cards: 12, eager: 4 } };

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
  const [layout, setLayout] = useState<GridLayout | null>(null);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const measure = () => {
      const next = measureGridLayout(container);
      setLayout((current) =>
        current &&
        current.columns === next.columns &&
        current.rowHeight === next.rowHeight &&
        current.scrollMargin === next.scrollMargin
          ? current
          : next,
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
          <GameCard game={game} sizes={GRID_CARD_SIZES} eager={index < first.eager} />
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
