import type { Role, StaffAccount } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { getButtonClass } from '../../../../components/ui/button';
import { formatDateTime } from '../../../../lib/format';
import { AdminTable, CELL_CLASS } from '../../components/admin-table';
import { RoleBadge } from '../../components/role-badge';
import { RoleSelect } from './role-select';

type StaffTableProps = {
  staff: readonly StaffAccount[];
  /** The signed-in staff member: their row says why it has no role change. */
  ownId: number;
  /** The roles a row may change to: the staff roles and `player` (no staff access). */
  roles: readonly Role[];
  /** The account whose change waits for confirmation. */
  pendingId: number | null;
};

/**
 * The staff: role, block, since when, last sign-in, and a role change per row. The change asks
 * for a confirmation first: the row's form only opens it (`?change=<id>&role=<role>`), which
 * works before the page's JavaScript has loaded.
 */
export function StaffTable({ staff, ownId, roles, pendingId }: StaffTableProps) {
  const { t } = useTranslation('admin');
  const columns = [
    { label: t('staff.columns.member') },
    { label: t('staff.columns.role') },
    { label: t('staff.columns.status') },
    { label: t('staff.columns.createdAt') },
    { label: t('staff.columns.lastSignIn') },
    { label: t('staff.columns.change') },
  ];
  return (
    <AdminTable testId="staff-table" columns={columns} minWidthClass="min-w-[60rem]">
      {staff.map((member) => (
        <tr
          key={member.id}
          data-id={member.id}
          aria-current={member.id === pendingId ? 'true' : undefined}
          className="hover:bg-white/[0.02]"
        >
          <td className={CELL_CLASS}>
            <p className="flex items-center gap-2 font-medium text-white">
              {member.name}
              {member.id === ownId ? <Badge tone="info">{t('staff.you')}</Badge> : null}
            </p>
            <p className="text-xs text-mist-400">{member.email}</p>
          </td>
          <td className={CELL_CLASS}>
            <RoleBadge role={member.role} />
          </td>
          <td className={CELL_CLASS}>
            <Badge tone={member.blocked_at ? 'danger' : 'success'} testId="staff-status">
              {member.blocked_at ? t('staff.blocked') : t('staff.active')}
            </Badge>
          </td>
          <td className={`${CELL_CLASS} whitespace-nowrap tabular-nums`}>
            {formatDateTime(member.created_at)}
          </td>
          <td className={`${CELL_CLASS} whitespace-nowrap tabular-nums`}>
            {member.last_sign_in_at ? formatDateTime(member.last_sign_in_at) : t('staff.noSignIn')}
          </td>
          <td className={CELL_CLASS}>
            {member.id === ownId ? (
              <p className="max-w-56 text-xs text-mist-400" data-testid="own-role">
                {t('staff.ownRow')}
              </p>
            ) : (
              <Form method="get" preventScrollReset className="flex items-center gap-2">
                <input type="hidden" name="change" value={member.id} />
                <RoleSelect
                  name="role"
                  roles={roles}
                  defaultValue={member.role}
                  aria-label={t('staff.roleOf', { name: member.name })}
                />
                <button
                  type="submit"
                  aria-label={t('staff.changeRoleOf', { name: member.name })}
                  className={getButtonClass('outline', 'sm')}
                >
                  {t('staff.changeRole')}
                </button>
              </Form>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
