import { STAFF_ROLES, type Role } from '@casino/contracts';
import { ShieldUser } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../components/ui/form-alert';
import { AdminPage } from '../features/admin/components/admin-page';
import { toRouteError } from '../features/admin/route-error.server';
import { listStaff } from '../features/admin/staff/api/list-staff';
import { RoleChangeConfirm } from '../features/admin/staff/components/role-change-confirm';
import { StaffCreateForm } from '../features/admin/staff/components/staff-create-form';
import { StaffPromoteForm } from '../features/admin/staff/components/staff-promote-form';
import { StaffTable } from '../features/admin/staff/components/staff-table';
import { readPendingRoleChange } from '../features/admin/staff/role-change';
import { runStaffAction } from '../features/admin/staff/staff-actions.server';
import { createAccountApi } from '../lib/api.server';
import { selectFormResult } from '../lib/forms';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.staff';

/**
 * Issue 17 "Staff": GET /api/admin/staff, the staff accounts; the change the address names
 * (`?change=<id>&role=<role>`) waits for confirmation. The signed-in admin's own id comes along:
 * their row offers no change.
 */
export async function loader(args: Route.LoaderArgs) {
  const me = await requirePermission(args, 'staff.manage');
  try {
    const staff = await listStaff(createAccountApi(args), { signal: args.request.signal });
    const search = new URL(args.request.url).searchParams;
    return {
      staff,
      ownId: me.id,
      change: readPendingRoleChange(search, staff, me.id),
      staffRoles: [...STAFF_ROLES],
      // A row may also go to `player`: staff access taken away.
      rowRoles: [...STAFF_ROLES, 'player'] as Role[],
    };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** POST /api/admin/staff (add a staff member) or PATCH /api/admin/staff/:id (a role, confirmed). */
export async function action(args: Route.ActionArgs) {
  return runStaffAction(args);
}

/** Issue 17 "Staff": who works in the back office, with which role; add one, change a role. */
export default function AdminStaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { staff, ownId, change, staffRoles, rowRoles } = loaderData;
  const created = selectFormResult(actionData, 'create');
  const changed = selectFormResult(actionData, 'role');
  // A refused change is said on its confirmation, while that is still open.
  const isChangeAlertOnPage = changed && (changed.ok || !change);
  return (
    <AdminPage icon={ShieldUser} title={t('staff.title')} lead={t('staff.lead')}>
      {isChangeAlertOnPage ? <FormAlert result={changed} testId="staff-alert" /> : null}
      {change ? (
        <RoleChangeConfirm
          key={`${change.id}-${change.role}`}
          change={change}
          result={changed && !changed.ok ? changed : undefined}
        />
      ) : null}
      <StaffTable staff={staff} ownId={ownId} roles={rowRoles} pendingId={change?.id ?? null} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <StaffCreateForm roles={staffRoles} result={created} />
        <StaffPromoteForm roles={staffRoles} />
      </div>
    </AdminPage>
  );
}
