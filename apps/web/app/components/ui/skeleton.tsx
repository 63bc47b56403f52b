import { clsx } from 'clsx';

/** spec §2 skeleton loader types. */
export type SkeletonType = 'default' | 'slider' | 'horizontal' | 'slot';

/** spec §9: 20 skeleton cards. */
export const SKELETON_CARDS = 20;

type SkeletonProps = {
  type?: SkeletonType;
  count?: number;
  /** Read to screen readers while the content loads. */
  label?: string;
  className?: string;
};

const SHIMMER = 'bg-gradient-to-br from-ink-750 to-ink-800 ring-1 ring-white/5';

/**
 * Placeholders shaped like what is loading: `slot` game tiles in a grid, `slider` a carousel
 * row, `horizontal` wide list rows, `default` generic cards.
 */
export function Skeleton({
  type = 'default',
  count = SKELETON_CARDS,
  label,
  className,
}: SkeletonProps) {
  const cards = Array.from({ length: count }, (_, index) => index);
  return (
    <div
      data-testid="skeleton"
      data-type={type}
      role="status"
      aria-live="polite"
      className={clsx('animate-pulse', className)}
    >
      {label ? <span className="sr-only">{label}</span> : null}
      {type === 'slider' ? (
        <div aria-hidden className="space-y-3">
          <div className="h-5 w-40 rounded-full bg-white/[0.06]" />
          <div className="flex gap-3 overflow-hidden">
            {cards.map((index) => (
              <GameCardPlaceholder
                key={index}
                className="w-[9.5rem] shrink-0 space-y-2 sm:w-[13.125rem]"
              />
            ))}
          </div>
        </div>
      ) : null}
      {type === 'slot' ? (
        <div aria-hidden className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3">
          {cards.map((index) => (
            <GameCardPlaceholder key={index} className="space-y-2" hasProvider />
          ))}
        </div>
      ) : null}
      {type === 'horizontal' ? (
        <div aria-hidden className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((index) => (
            <div
              key={index}
              className="flex items-center gap-3 rounded-xl bg-ink-850 p-3 ring-1 ring-white/5"
            >
              <div className={clsx('h-[3.125rem] w-[7.5rem] shrink-0 rounded-lg', SHIMMER)} />
              <div className="min-w-0 flex-1 space-y-2">
                <div className="h-3 w-2/3 rounded-full bg-white/[0.06]" />
                <div className="h-2.5 w-1/3 rounded-full bg-white/[0.04]" />
              </div>
            </div>
          ))}
        </div>
      ) : null}
      {type === 'default' ? (
        <div aria-hidden className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {cards.map((index) => (
            <div key={index} className="space-y-3 rounded-2xl bg-ink-850 p-4 ring-1 ring-white/5">
              <div className="size-10 rounded-xl bg-white/[0.06]" />
              <div className="h-3 w-2/3 rounded-full bg-white/[0.06]" />
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** A game card's picture and name (in grids, its provider too) while they load. */
function GameCardPlaceholder({
  className,
  hasProvider = false,
}: {
  className: string;
  hasProvider?: boolean;
}) {
  return (
    <div className={className}>
      <div className={clsx('aspect-[21/16] rounded-xl', SHIMMER)} />
      <div className="h-3 w-3/4 rounded-full bg-white/[0.06]" />
      {hasProvider ? <div className="h-2.5 w-1/2 rounded-full bg-white/[0.04]" /> : null}
    </div>
  );
}
