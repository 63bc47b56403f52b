import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/ui/document-title';

type SettingsPageProps = {
  icon: LucideIcon;
  title: string;
  lead: string;
  /** The page's meta description; the lead when not given. */
  description?: string;
  children: ReactNode;
};

/** One /settings section: its heading and lead above its cards. */
export function SettingsPage({
  icon: Icon,
  title,
  lead,
  description,
  children,
}: SettingsPageProps) {
  return (
    <section className="space-y-6">
      <DocumentTitle title={title} description={description ?? lead} />
      <header className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand-400/20 to-cyan-400/10 text-brand-300 ring-1 ring-brand-400/30">
          <Icon className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-white">{title}</h1>
          <p className="mt-1 text-sm text-mist-400">{lead}</p>
        </div>
      </header>
      {children}
    </section>
  );
}

type SettingsCardProps = {
  title?: string;
  description?: ReactNode;
  /** Beside the title (a status badge). */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
};

export function SettingsCard({
  title,
  description,
  aside,
  children,
  className,
}: SettingsCardProps) {
  return (
    <div className={clsx('rounded-2xl bg-ink-900 p-5 ring-1 ring-white/5 sm:p-6', className)}>
      {title ? (
        <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-base font-semibold text-white">{title}</h2>
            {description ? <p className="mt-1 text-sm text-mist-400">{description}</p> : null}
          </div>
          {aside}
        </div>
      ) : null}
      {children}
    </div>
  );
}
