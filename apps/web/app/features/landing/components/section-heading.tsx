import type { ReactNode } from 'react';

export function SectionHeading({
  title,
  lead,
  action,
}: {
  title: string;
  lead?: string;
  action?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h2>
        {lead ? <p className="mt-2 text-mist-400">{lead}</p> : null}
      </div>
      {action}
    </div>
  );
}
