import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/ui/document-title';

type GamesPageHeaderProps = {
  icon: LucideIcon;
  title: string;
  eyebrow?: string;
  /** A line under the title (a games count). */
  meta?: string;
  /** Controls on the right (sort select). */
  children?: ReactNode;
  /** A logo or picture shown instead of the icon. */
  media?: ReactNode;
};

/** The heading band of the game pages: icon, title, count and controls. */
export function GamesPageHeader({
  icon: Icon,
  title,
  eyebrow,
  meta,
  children,
  media,
}: GamesPageHeaderProps) {
  return (
    <header className="relative overflow-hidden rounded-2xl border border-white/5 bg-gradient-to-br from-ink-800 via-ink-850 to-ink-900 p-5 sm:p-6">
      <DocumentTitle title={title} />
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-16 size-64 rounded-full bg-brand-500/15 blur-3xl"
      />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          {media ?? (
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand-400/20 to-cyan-400/10 text-brand-300 ring-1 ring-brand-400/30">
              <Icon className="size-6" aria-hidden />
            </span>
          )}
          <div className="min-w-0">
            {eyebrow ? (
              <p className="text-xs font-semibold tracking-widest text-brand-300 uppercase">
                {eyebrow}
              </p>
            ) : null}
            <h1 className="truncate text-2xl font-bold tracking-tight text-white">{title}</h1>
            {meta ? <p className="text-sm text-mist-400">{meta}</p> : null}
          </div>
        </div>
        {children ? <div className="flex shrink-0 items-center gap-2">{children}</div> : null}
      </div>
    </header>
  );
}
