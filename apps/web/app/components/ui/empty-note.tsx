import type { ReactNode } from 'react';

/** What a list says in place of its items when it has none ("No games here yet"). */
export function EmptyNote({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <p
      data-testid={testId}
      className="rounded-2xl border border-dashed border-white/10 bg-ink-900/50 px-6 py-10 text-center text-mist-400"
    >
      {children}
    </p>
  );
}
