import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The title row of a home block: an icon, the heading, and actions on the right. */
export function BlockHeading({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 flex items-center gap-3">
      <h2
        id={id}
        className="flex min-w-0 items-center gap-2.5 text-xl font-bold tracking-tight text-white sm:text-2xl"
      >
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-400/10 text-brand-300">
          <Icon className="size-4" aria-hidden />
        </span>
        <span className="truncate">{title}</span>
      </h2>
      {children ? (
        <div className="ml-auto flex shrink-0 items-center gap-1.5">{children}</div>
      ) : null}
    </div>
  );
}
