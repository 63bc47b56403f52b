import {
  adminStaffResponseSchema,
  idParam,
  staffAccountResponseSchema,
  staffCreateSchema,
  staffRoleChangeSchema,
  z,
} from '@casino/contracts';
import { requirePermission } from '../../platform/auth';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { StaffService } from './staff.service';

const secured = { security: [{ bearer: [] }] };

/** Back office: staff accounts (issue 17; docs/staff-roles.md `staff.manage`). */
export function staffRoutes({ staffService }: { staffService: StaffService }): RoutesPlugin {
  return async (app) => {
    // The permission before the body is read: a caller without it learns nothing of the rules.
    app.addHook('preValidation', async (request) => {
      requirePermission(request, 'staff.manage');
    });

    app.get(
      '/admin/staff',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every staff account with its role, block and latest sign-in',
          ...secured,
          response: { 200: adminStaffResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        requirePermission(request, 'staff.manage');
        return { status: 'ok' as const, staff: await staffService.listStaff() };
      },
    );

    app.post(
      '/admin/staff',
      {
        schema: {
          tags: ['admin'],
          summary: 'Create a staff account (e-mail verified); recorded in the audit trail',
          ...secured,
          body: staffCreateSchema,
          response: { 200: staffAccountResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        account: await staffService.createStaff(
          requirePermission(request, 'staff.manage'),
          request.body,
        ),
      }),
    );

    app.patch(
      '/admin/staff/:id',
      {
        schema: {
          tags: ['admin'],
          summary:
            "Change an account's role (player takes staff access away); its sessions end. Not one's own, not the last admin's",
          ...secured,
          params: z.object({ id: idParam }),
          body: staffRoleChangeSchema,
          response: { 200: staffAccountResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        account: await staffService.changeRole(
          requirePermission(request, 'staff.manage'),
          request.params.id,
          request.body.role,
        ),
      }),
    );
  };
}
