import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A back-office table cell's padding. */
export const CELL_CLASS = 'px-4 py-3 align-top';

type AdminTableProps = {
  testId: string;
  /** The columns' headings; an empty one is named for screen readers by `srOnly`. */
  columns: readonly { label: string; srOnly?: boolean; align?: 'right' }[];
  /** Below this width the table scrolls sideways (a tablet keeps every column). */
  minWidthClass?: string;
  children: ReactNode;
};

/** A dense table on a card, as a back office reads lists: every column, sideways on a tablet. */
export function AdminTable({
  testId,
  columns,
  minWidthClass = 'min-w-[52rem]',
  children,
}: AdminTableProps) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-ink-900 ring-1 ring-white/5">
      <table data-testid={testId} className={clsx('w-full text-sm text-mist-200', minWidthClass)}>
        <thead className="border-b border-white/5 text-left text-xs text-mist-400">
          <tr>
            {columns.map(({ label, srOnly, align }) => (
              <th
                key={label}
                scope="col"
                className={clsx(
                  'px-4 py-3 font-medium whitespace-nowrap',
                  align === 'right' && 'text-right',
                )}
              >
                {srOnly ? <span className="sr-only">{label}</span> : label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">{children}</tbody>
      </table>
    </div>
  );
}
