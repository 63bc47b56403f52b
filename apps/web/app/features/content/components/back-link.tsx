import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The way back from one post or policy to the list it belongs to, above its title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-mist-400 transition-colors hover:text-brand-300"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
