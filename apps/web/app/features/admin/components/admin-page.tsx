import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/ui/document-title';

type AdminPageProps = {
  icon: LucideIcon;
  title: string;
  lead?: ReactNode;
  /** Beside the title (a status badge, a link back). */
  aside?: ReactNode;
  children: ReactNode;
};

/** One back-office page: its icon, title and lead above its cards. */
export function AdminPage({ icon: Icon, title, lead, aside, children }: AdminPageProps) {
  return (
    <section className="mx-auto max-w-7xl space-y-6">
      <DocumentTitle title={title} />
      <header className="flex flex-wrap items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-violet-500/15 text-violet-200 ring-1 ring-violet-400/25">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight break-words text-white">{title}</h1>
          {lead ? <p className="mt-1 max-w-3xl text-sm text-mist-400">{lead}</p> : null}
        </div>
        {aside ? <div className="flex shrink-0 items-center gap-2">{aside}</div> : null}
      </header>
      {children}
    </section>
  );
}

type AdminCardProps = {
  title?: ReactNode;
  /** Beside the title. */
  aside?: ReactNode;
  testId?: string;
  className?: string;
  children: ReactNode;
};

/** A panel of a back-office page. */
export function AdminCard({ title, aside, testId, className, children }: AdminCardProps) {
  return (
    <div
      data-testid={testId}
      className={clsx('rounded-2xl bg-ink-900 p-4 ring-1 ring-white/5 sm:p-5', className)}
    >
      {title || aside ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          {title ? <h2 className="text-base font-semibold text-white">{title}</h2> : null}
          {aside}
        </div>
      ) : null}
      {children}
    </div>
  );
}

/** A label and its value in a card's list of facts. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-mist-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-mist-100">{children}</dd>
    </div>
  );
}
