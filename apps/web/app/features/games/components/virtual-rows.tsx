import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { GRID_CARD_SIZES, type CardGame } from '../game-data';
import type { GridLayout } from '../grid-layout';
import { GameCard } from './game-card';

/** The rows near the viewport, positioned inside a box as tall as the whole grid. */
export default function VirtualRows({ games, layout }: { games: CardGame[]; layout: GridLayout }) {
  const { columns, rowHeight, scrollMargin } = layout;
  const rowCount = Math.ceil(games.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: 4,
    scrollMargin,
  });
  return (
    <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          className="absolute top-0 left-0 grid w-full gap-x-3"
          style={{
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            height: rowHeight,
            transform: `translateY(${row.start - scrollMargin}px)`,
          }}
        >
          {games.slice(row.index * columns, (row.index + 1) * columns).map((game) => (
            <div key={game.game_id} role="listitem">
              <GameCard game={game} sizes={GRID_CARD_SIZES} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
