import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ScrollRowState } from '../../lib/use-scroll-row';

// The parts of a sideways-scrolling row (promotions, providers, games): its previous / next
// buttons, its "see all" link and the snapping list itself, all driven by useScrollRow.

/** The previous / next buttons; `className` replaces their `grid` (e.g. hidden on phones). */
export function ScrollRowButtons({
  row,
  previousLabel,
  nextLabel,
  className,
}: {
  row: ScrollRowState;
  previousLabel: string;
  nextLabel: string;
  className?: string;
}) {
  return (
    <>
      <ScrollRowButton
        className={className}
        label={previousLabel}
        disabled={row.isAtStart}
        onClick={() => row.scroll(-1)}
      >
        <ChevronLeft className="size-4" aria-hidden />
      </ScrollRowButton>
      <ScrollRowButton
        className={className}
        label={nextLabel}
        disabled={row.isAtEnd}
        onClick={() => row.scroll(1)}
      >
        <ChevronRight className="size-4" aria-hidden />
      </ScrollRowButton>
    </>
  );
}

function ScrollRowButton({
  label,
  disabled,
  onClick,
  children,
  className,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={clsx(
        'size-8 place-items-center rounded-lg bg-ink-800 text-mist-200 ring-1 ring-white/10 transition-colors hover:bg-ink-700 hover:text-white disabled:cursor-default disabled:opacity-40 disabled:hover:bg-ink-800',
        className ?? 'grid',
      )}
    >
      {children}
    </button>
  );
}

/** The link to the full list, beside the buttons. */
export function ScrollRowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mr-1 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-300 transition-colors hover:bg-white/5 hover:text-brand-200"
    >
      {children}
    </Link>
  );
}

/** The list: one row, snapping to its items (`<li>`s), its scroll bar hidden. */
export function ScrollRowList({ row, children }: { row: ScrollRowState; children: ReactNode }) {
  return (
    <ul
      ref={row.listRef}
      onScroll={row.onScroll}
      className="-mx-1 flex snap-x snap-mandatory scroll-px-1 gap-3 overflow-x-auto overscroll-x-contain px-1 pt-1 pb-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
    >
      {children}
    </ul>
  );
}
