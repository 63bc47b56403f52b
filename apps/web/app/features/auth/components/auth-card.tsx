import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/ui/document-title';

type AuthCardProps = {
  title: string;
  /** The browser tab's title when it differs from the heading. */
  documentTitle?: string;
  lead?: ReactNode;
  icon?: LucideIcon;
  /** Above the title: the login/register tabs, the session-expired notice. */
  header?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
};

/** The simple layout's card: one auth task with its title, lead and form (max-w-md alone). */
export function AuthCard({
  title,
  documentTitle,
  lead,
  icon: Icon,
  header,
  children,
  footer,
  className,
}: AuthCardProps) {
  return (
    <div
      className={clsx(
        'w-full rounded-3xl bg-ink-900/80 p-6 shadow-2xl ring-1 shadow-black/50 ring-white/10 backdrop-blur-xl sm:p-8',
        className,
      )}
    >
      <DocumentTitle title={documentTitle ?? title} />
      {header}
      {Icon ? (
        <span className="mb-5 grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand-400/20 to-cyan-400/10 text-brand-300 ring-1 ring-brand-400/30">
          <Icon className="size-6" aria-hidden />
        </span>
      ) : null}
      <h1 className="text-2xl font-bold tracking-tight text-white">{title}</h1>
      {lead ? <p className="mt-2 text-sm text-mist-300">{lead}</p> : null}
      {children ? <div className="mt-6">{children}</div> : null}
      {footer ? (
        <div className="mt-6 border-t border-white/5 pt-5 text-center text-sm text-mist-400">
          {footer}
        </div>
      ) : null}
    </div>
  );
}

/** Login and register: the form card with the not-authenticated panel beside it (below on phones). */
export function AuthSplit({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className="grid w-full max-w-md gap-5 lg:max-w-4xl lg:grid-cols-[minmax(0,1fr)_minmax(0,23rem)] lg:items-start lg:gap-6">
      {children}
      {aside}
    </div>
  );
}
