import { isoDateTime, okAnswer, recordId } from './common';
import { STAFF_ROLES } from './staff';
import { ROLES } from './user';
import { z } from './validation';

/*
 * The back office's staff accounts (issue 17, `staff.manage`, docs/staff-roles.md): list them,
 * add one, change a role or take staff access away. Every change is in the audit trail.
 */

/** A staff account as the staff page lists it (a demoted one answers with role `player`). */
export const staffAccountSchema = z
  .object({
    id: recordId,
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    created_at: isoDateTime,
    /** Blocked by staff: no sign-in (docs/staff-roles.md `players.manage`). */
    blocked_at: isoDateTime.nullable(),
    /**
     * When the newest session still kept began. Sessions are deleted a day after they end, so
     * null means no sign-in since then, not never.
     */
    last_sign_in_at: isoDateTime.nullable(),
  })
  .meta({ id: 'StaffAccount' });
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** GET /api/admin/staff: every staff account, oldest first. */
export const adminStaffResponseSchema = okAnswer({ staff: z.array(staffAccountSchema) });
export type AdminStaff = z.infer<typeof adminStaffResponseSchema>;

/**
 * POST /api/admin/staff: a new staff account, e-mail verified, with the rules of every new
 * account (spec §5: a valid e-mail, a password and a name of at least 8 characters).
 */
export const staffCreateSchema = z
  .object({
    email: z.email().max(254),
    name: z.string().trim().min(8).max(60),
    password: z.string().min(8).max(200),
    role: z.enum(STAFF_ROLES),
  })
  .meta({ id: 'StaffCreate' });
export type StaffCreate = z.input<typeof staffCreateSchema>;

/**
 * PATCH /api/admin/staff/:id: the account's new role; `player` takes staff access away, and a
 * player's account may be given a staff role. Nobody changes their own role, and the last admin
 * stays admin.
 */
export const staffRoleChangeSchema = z
  .object({ role: z.enum(ROLES) })
  .meta({ id: 'StaffRoleChange' });
export type StaffRoleChange = z.infer<typeof staffRoleChangeSchema>;

/** What POST and PATCH /api/admin/staff answer: the account as it is now. */
export const staffAccountResponseSchema = okAnswer({ account: staffAccountSchema });
