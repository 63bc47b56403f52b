import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageIcon } from '../../../components/ui/page-header';

type SettingsPageProps = {
  icon: LucideIcon;
  title: string;
  lead: string;
  /** The page's meta description; the lead when not given. */
  description?: string;
  children: ReactNode;
};

/** One /settings section: its heading and lead above its cards. */
export function SettingsPage({ icon, title, lead, description, children }: SettingsPageProps) {
  return (
    <section className="space-y-6">
      <DocumentTitle title={title} description={description ?? lead} />
      <header className="flex items-start gap-4">
        <PageIcon icon={icon} />
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
