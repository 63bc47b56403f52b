import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

// The parts the pages' heading bands share (games, content, the areas still being built).

/** The band: a dark gradient panel with a glow in its top right corner. */
export function HeaderBand({ children }: { children: ReactNode }) {
  return (
    <header className="relative overflow-hidden rounded-2xl border border-white/5 bg-gradient-to-br from-ink-800 via-ink-850 to-ink-900 p-5 sm:p-6">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-16 size-64 rounded-full bg-brand-500/15 blur-3xl"
      />
      {children}
    </header>
  );
}

/** The page's icon on a tinted tile; `isLarge` for the building-area pages. */
export function PageIcon({ icon: Icon, isLarge = false }: { icon: LucideIcon; isLarge?: boolean }) {
  return (
    <span
      className={clsx(
        'grid',
        isLarge ? 'size-14' : 'size-12',
        'shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand-400/20 to-cyan-400/10 text-brand-300 ring-1 ring-brand-400/30',
      )}
    >
      <Icon className={isLarge ? 'size-7' : 'size-6'} aria-hidden />
    </span>
  );
}

/** The small capitals above a page's title (its kind: "Category", "Promotion"). */
export function Eyebrow({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p
      className={clsx(className, 'text-xs font-semibold tracking-widest text-brand-300 uppercase')}
    >
      {children}
    </p>
  );
}
