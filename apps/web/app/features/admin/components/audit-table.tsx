import type { AuditEntry } from '@casino/contracts';
import { ChevronDown, Terminal } from 'lucide-react';
import { clsx } from 'clsx';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyNote } from '../../../components/ui/empty-note';
import { StackedDateTime } from '../../../components/ui/stacked-table';
import { useHydrated } from '../../../lib/use-hydrated';
import { getAuditHref, type AuditFilters } from '../audit-query';
import { AdminTable, CELL_CLASS } from './admin-table';
import { AuditDiff } from './audit-diff';
import { RoleBadge } from './role-badge';

const FILTER_LINK =
  'text-left underline decoration-white/15 underline-offset-4 hover:text-white hover:decoration-violet-300';

/** Where an audited record can be opened in the console (a withdrawal), else nowhere. */
function getTargetPath(entry: AuditEntry): string | null {
  if (entry.target_type === 'withdrawal' && entry.target_id) {
    return `/admin/withdrawals/${encodeURIComponent(entry.target_id)}`;
  }
  return null;
}

/**
 * The audit trail: who (staff member or the CLI's operator), with which role, did what, to
 * which record, when and from where; each row opens the record's before and after. A name,
 * an action or a target narrows the list to it (the filters in the address, kept on).
 */
export function AuditTable({ entries, filters }: { entries: AuditEntry[]; filters: AuditFilters }) {
  const { t } = useTranslation('admin');
  const isHydrated = useHydrated();
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  if (entries.length === 0) return <EmptyNote testId="audit-empty">{t('audit.empty')}</EmptyNote>;
  const toggle = (id: number) =>
    setOpenIds((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns = (['when', 'who', 'role', 'action', 'target', 'ip'] as const).map((name) => ({
    label: t(`audit.columns.${name}`),
  }));
  return (
    <AdminTable
      testId="audit-table"
      columns={[...columns, { label: t('audit.columns.changes'), srOnly: true }]}
      minWidthClass="min-w-[60rem]"
    >
      {entries.map((entry) => {
        const isOpen = openIds.has(entry.id);
        const targetPath = getTargetPath(entry);
        const diffId = `audit-diff-${entry.id}`;
        return (
          <Fragment key={entry.id}>
            <tr data-entry={entry.id} className="hover:bg-white/[0.02]">
              <td className={`${CELL_CLASS} whitespace-nowrap text-mist-300`}>
                <StackedDateTime iso={entry.created_at} />
              </td>
              <td className={CELL_CLASS}>
                {entry.staff ? (
                  <>
                    <Link
                      to={getAuditHref({ ...filters, staff_id: String(entry.staff.id) })}
                      title={t('audit.filterBy')}
                      className={clsx(FILTER_LINK, 'font-medium text-mist-100')}
                    >
                      {entry.staff.name}
                    </Link>
                    <p className="text-xs text-mist-400">{entry.staff.email}</p>
                  </>
                ) : (
                  <span className="inline-flex items-center gap-1.5 text-mist-300">
                    <Terminal className="size-4" aria-hidden />
                    {t('audit.operator')}
                  </span>
                )}
              </td>
              <td className={CELL_CLASS}>
                <RoleBadge role={entry.staff_role} />
              </td>
              <td className={CELL_CLASS}>
                <Link
                  to={getAuditHref({ ...filters, action: entry.action })}
                  title={t('audit.filterBy')}
                  className={clsx(FILTER_LINK, 'font-mono text-xs text-mist-100')}
                >
                  {entry.action}
                </Link>
              </td>
              <td className={CELL_CLASS}>
                <p className="font-mono text-xs break-all text-mist-200">
                  {entry.target_type}
                  {entry.target_id ? ` #${entry.target_id}` : ''}
                </p>
                {targetPath ? (
                  <Link to={targetPath} className="text-xs text-violet-300 hover:text-violet-200">
                    {t('withdrawals.review')}
                  </Link>
                ) : null}
              </td>
              <td className={CELL_CLASS}>
                <span
                  className="font-mono text-xs text-mist-300"
                  title={entry.user_agent ?? undefined}
                >
                  {entry.ip ?? '—'}
                </span>
              </td>
              <td className={`${CELL_CLASS} text-right`}>
                <button
                  type="button"
                  disabled={!isHydrated}
                  aria-expanded={isOpen}
                  aria-controls={diffId}
                  onClick={() => toggle(entry.id)}
                  className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-semibold whitespace-nowrap text-violet-300 hover:bg-white/5 hover:text-violet-200 disabled:opacity-50"
                >
                  {isOpen ? t('audit.hideChanges') : t('audit.showChanges')}
                  <ChevronDown
                    className={clsx('size-4 transition-transform', isOpen && 'rotate-180')}
                    aria-hidden
                  />
                </button>
              </td>
            </tr>
            {isOpen ? (
              <tr id={diffId} className="bg-ink-950/40">
                <td colSpan={7} className="px-4 py-3">
                  <AuditDiff before={entry.before} after={entry.after} />
                </td>
              </tr>
            ) : null}
          </Fragment>
        );
      })}
    </AdminTable>
  );
}
