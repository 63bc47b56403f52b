import type { ReactNode } from 'react';

type SystemSectionProps = {
  title: string;
  lead: string;
  testId: string;
  children: ReactNode;
};

/** One panel of the system page: its heading, what it does, then its table or form. */
export function SystemSection({ title, lead, testId, children }: SystemSectionProps) {
  return (
    <section data-testid={testId} aria-label={title} className="space-y-3">
      <div>
        <h2 className="text-lg font-semibold text-white">{title}</h2>
        <p className="mt-1 max-w-3xl text-sm text-mist-400">{lead}</p>
      </div>
      {children}
    </section>
  );
}
