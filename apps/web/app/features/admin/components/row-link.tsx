import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The link at the end of a list's row to the item's own page ("Edit →", "Review →"). */
export function RowLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={clsx(
        'inline-flex items-center gap-1 font-semibold whitespace-nowrap text-violet-300 hover:text-violet-200',
        className,
      )}
    >
      {children}
      <ArrowRight className="size-4" aria-hidden />
    </Link>
  );
}
