import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';

// The account area's responsive table: a real table from a breakpoint up, one card per row
// below it (the area is too narrow for many columns on a phone). Sessions, transactions and
// notifications share the shell; each draws its own rows.

/** Tailwind needs the literal class names, so each breakpoint spells its own. */
const SHELL_CLASSES = {
  md: {
    card: 'md:rounded-2xl md:bg-ink-900 md:px-2 md:pt-4 md:pb-2 md:ring-1 md:ring-white/5',
    head: 'hidden border-b border-white/5 text-left text-xs text-mist-400 md:table-header-group',
    body: 'block space-y-3 md:table-row-group md:space-y-0',
  },
  xl: {
    card: 'xl:rounded-2xl xl:bg-ink-900 xl:px-2 xl:pt-4 xl:pb-2 xl:ring-1 xl:ring-white/5',
    head: 'hidden border-b border-white/5 text-left text-xs text-mist-400 xl:table-header-group',
    body: 'block space-y-3 xl:table-row-group xl:space-y-0',
  },
} as const;

/** A column's heading: a plain label stays on one line; `canWrap` lets a long one break. */
type StackedColumn = string | { label: string; canWrap: true };

type Breakpoint = keyof typeof SHELL_CLASSES;

/** The card a page puts around the table from the breakpoint up (below, each row is a card). */
export function StackedTableCard({
  breakpoint,
  children,
}: {
  breakpoint: Breakpoint;
  children: ReactNode;
}) {
  return <div className={SHELL_CLASSES[breakpoint].card}>{children}</div>;
}

type StackedTableProps = {
  testId: string;
  /** Where the cards become a table. */
  breakpoint: Breakpoint;
  columns: readonly StackedColumn[];
  /** The screen-reader name of a last, untitled column of row actions; none without it. */
  actionsLabel?: string;
  children: ReactNode;
};

export function StackedTable({
  testId,
  breakpoint,
  columns,
  actionsLabel,
  children,
}: StackedTableProps) {
  const classes = SHELL_CLASSES[breakpoint];
  return (
    <table data-testid={testId} className="w-full text-sm text-mist-200">
      <thead className={classes.head}>
        <tr>
          {columns.map((column) => {
            const label = typeof column === 'string' ? column : column.label;
            return (
              <th
                key={label}
                scope="col"
                className={clsx(
                  'px-3 pb-3 font-medium',
                  typeof column === 'string' && 'whitespace-nowrap',
                )}
              >
                {label}
              </th>
            );
          })}
          {actionsLabel === undefined ? null : (
            <th scope="col" className="px-3 pb-3">
              <span className="sr-only">{actionsLabel}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody className={classes.body}>{children}</tbody>
    </table>
  );
}

/** What the table says in its place when it has no rows. */
export function StackedTableEmpty({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <p data-testid={testId} className="py-6 text-center text-sm text-mist-400">
      {children}
    </p>
  );
}

/** A cell of an xl table that carries its column name below xl, where it sits in a card. */
export function StackedCell({
  label,
  children,
  isTall = false,
  className,
  valueClassName,
}: {
  label: string;
  children: ReactNode;
  /** The taller rows of a table whose rows hold buttons. */
  isTall?: boolean;
  className?: string;
  valueClassName?: string;
}) {
  return (
    <td
      className={clsx(
        'flex items-baseline justify-between gap-4 text-right sm:block sm:text-left xl:table-cell xl:px-3',
        isTall ? 'xl:py-3.5' : 'xl:py-3',
        className,
      )}
    >
      <span className="text-xs text-mist-500 sm:mb-0.5 sm:block xl:hidden">{label}</span>
      <span className={clsx('min-w-0 break-words', valueClassName)}>{children}</span>
    </td>
  );
}

/** spec §9 "date - time"; the time may wrap under the date in a narrow column. */
export function StackedDateTime({ iso }: { iso: string }) {
  const [date, time] = formatDateTime(iso).split(' - ');
  if (!time) return <>{date}</>;
  return (
    <>
      <span className="whitespace-nowrap">{date} -</span> <span>{time}</span>
    </>
  );
}
