import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A tile of the /category and /providers lists: its picture and text, then a chevron that
 * lights up while the tile (a `group`) is hovered.
 */
export function DirectoryTile({
  to,
  testId,
  className,
  children,
}: {
  to: string;
  testId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} data-testid={testId} className={className}>
      {children}
      <ChevronRight
        className="size-4 shrink-0 text-mist-500 transition-colors group-hover:text-brand-300"
        aria-hidden
      />
    </Link>
  );
}
