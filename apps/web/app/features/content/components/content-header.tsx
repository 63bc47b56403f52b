import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type ContentHeaderProps = {
  icon: LucideIcon;
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  children?: ReactNode;
};

/** The heading band of the content pages (blog, promotions, policies). */
export function ContentHeader({ icon: Icon, title, eyebrow, lead, children }: ContentHeaderProps) {
  return (
    <header className="relative overflow-hidden rounded-2xl border border-white/5 bg-gradient-to-br from-ink-800 via-ink-850 to-ink-900 p-5 sm:p-6">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-16 size-64 rounded-full bg-brand-500/15 blur-3xl"
      />
      <div className="relative flex items-start gap-4 sm:items-center">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand-400/20 to-cyan-400/10 text-brand-300 ring-1 ring-brand-400/30">
          <Icon className="size-6" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          {eyebrow ? (
            <p className="text-xs font-semibold tracking-widest text-brand-300 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl">
            {title}
          </h1>
          {lead ? <div className="mt-1 text-sm text-mist-400">{lead}</div> : null}
        </div>
      </div>
      {children ? <div className="relative mt-5">{children}</div> : null}
    </header>
  );
}
