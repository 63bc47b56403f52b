import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { EmptyNote } from '../../../../components/ui/empty-note';
import { StackedDateTime } from '../../../../components/ui/stacked-table';
import { AdminTable, CELL_CLASS } from '../../components/admin-table';
import { getStatusTone, usePlayerLabels } from './player-labels';

/** A row of the player's activity: when it happened and its state, whatever it is. */
type ActivityRow = { created_at: string; status: string };

/** A column of an activity table beside its time and state. */
export type ActivityColumn<Row> = {
  label: string;
  /** A heading named for screen readers only (a column of links). */
  srOnly?: boolean;
  align?: 'right';
  /** The cell's classes (CELL_CLASS and more). */
  className: string;
  render: (row: Row) => ReactNode;
};

type ActivityTableProps<Row extends ActivityRow> = {
  /** The tab it fills: names its texts (`players.deposits.empty`) and test ids. */
  name: 'deposits' | 'withdrawals' | 'bonuses';
  rows: readonly Row[];
  getKey: (row: Row) => string | number;
  /** The columns between the time and the state (what, how much). */
  columns: readonly ActivityColumn<Row>[];
  /** The columns after the state (a transaction id, a link). */
  trailing?: readonly ActivityColumn<Row>[];
  minWidthClass: string;
};

/**
 * The player's deposits, withdrawals or bonuses: each row's time first and its state as a
 * coloured badge, the columns of its kind between and after; a note when there are none.
 */
export function ActivityTable<Row extends ActivityRow>({
  name,
  rows,
  getKey,
  columns,
  trailing = [],
  minWidthClass,
}: ActivityTableProps<Row>) {
  const { t } = useTranslation('admin');
  const labels = usePlayerLabels();
  if (rows.length === 0) {
    return <EmptyNote testId={`${name}-empty`}>{t(`players.${name}.empty`)}</EmptyNote>;
  }
  const all: ActivityColumn<Row>[] = [
    {
      label: t('players.activity.when'),
      className: `${CELL_CLASS} whitespace-nowrap text-mist-300`,
      render: (row) => <StackedDateTime iso={row.created_at} />,
    },
    ...columns,
    {
      label: t('players.activity.status'),
      className: CELL_CLASS,
      render: (row) => <Badge tone={getStatusTone(row.status)}>{labels.status(row.status)}</Badge>,
    },
    ...trailing,
  ];
  return (
    <AdminTable testId={`${name}-table`} columns={all} minWidthClass={minWidthClass}>
      {rows.map((row) => (
        <tr key={getKey(row)} className="hover:bg-white/[0.02]">
          {all.map((column) => (
            <td key={column.label} className={column.className}>
              {column.render(row)}
            </td>
          ))}
        </tr>
      ))}
    </AdminTable>
  );
}
