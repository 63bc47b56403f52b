import type { Role } from '@casino/contracts';
import { createFormFailure, toFormFailure } from '../../../lib/actions.server';
import { createAccountApi } from '../../../lib/api.server';
import { readFormText, readFormTexts, type FormSuccess } from '../../../lib/forms';
import { requirePermission } from '../../../lib/guards.server';
import { getServerMessages } from '../../../lib/messages.server';
import type { ServerArgs } from '../../../lib/request-memo.server';
import { getAdminTexts } from '../admin-texts.server';
import { changeStaffRole } from './api/change-staff-role';
import { createStaff } from './api/create-staff';

/**
 * The staff page's action (`staff.manage`): add a staff member (`intent=create`) or change an
 * account's role once confirmed (`intent=role`). Refusals come back in the API's words; what
 * was typed comes back after one, the password excepted.
 */
export async function runStaffAction(args: ServerArgs) {
  await requirePermission(args, 'staff.manage');
  const { request } = args;
  const api = createAccountApi(args);
  const formData = await request.formData();
  const texts = getAdminTexts(request);
  const roleName = (role: Role) => (role === 'player' ? texts.staff.player : texts.roles[role]);
  const said = (text: string, name: string, role: Role) =>
    text.replace('{{name}}', name).replace('{{role}}', roleName(role));
  const intent = readFormText(formData, 'intent');
  if (intent === 'create') {
    const fields = readFormTexts(formData, ['email', 'name', 'password', 'role']);
    const values = { email: fields.email, name: fields.name, role: fields.role };
    try {
      const account = await createStaff(api, fields);
      const message = said(texts.staff.create.created, account.name, account.role);
      const success: FormSuccess = { ok: true, intent, message };
      return success;
    } catch (error) {
      return toFormFailure(error, { request, intent, values });
    }
  }
  if (intent !== 'role') {
    const message = getServerMessages(request).errors.VALIDATION_FAILED;
    return createFormFailure({}, { message, intent });
  }
  try {
    const account = await changeStaffRole(api, readFormText(formData, 'id'), {
      role: readFormText(formData, 'role'),
    });
    const success: FormSuccess = {
      ok: true,
      intent,
      message: said(texts.staff.changed, account.name, account.role),
    };
    return success;
  } catch (error) {
    return toFormFailure(error, { request, intent });
  }
}
