import {
  can,
  type Currency,
  type Role,
  type StaffAccount,
  type StaffRole,
} from '@casino/contracts';
import type { Database } from '../../db/client';
import type { StaffActor } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { AuditTrail } from '../audit/audit.service';
import { validateNewUser, type UsersService } from '../users/users.service';

type AccountRow = NonNullable<Awaited<ReturnType<UsersService['findById']>>>;

export interface NewStaff {
  email: string;
  name: string;
  password: string;
  role: StaffRole;
  /** The CLI's `--currency`; the console's accounts take the default. */
  currency?: Currency;
}

const isoOrNull = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function toStaffAccount(row: AccountRow, lastSignInAt: Date | string | null): StaffAccount {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    blocked_at: isoOrNull(row.blockedAt),
    last_sign_in_at: isoOrNull(lastSignInAt),
  };
}

/**
 * Staff accounts (issue 17 "Staff", docs/staff-roles.md): list them, add one, change a role or
 * take staff access away, each change with its audit row in its transaction. Nobody changes
 * their own role, and an admin who can sign in always remains.
 */
export function createStaffService(deps: { usersService: UsersService; audit: AuditTrail }) {
  const { usersService, audit } = deps;

  async function requireView(userId: number): Promise<StaffAccount> {
    const row = await usersService.findStaffView(userId);
    if (!row) throw new AppError('STAFF_NOT_FOUND');
    return toStaffAccount(row, row.lastSignInAt);
  }

  /**
   * Inside the change's transaction, with every admin's row and the target's locked first (two
   * changes take turns, each counting what the other left): unless the target stays admin,
   * another admin who can sign in must remain; and the actor must still hold `staff.manage`
   * (another admin may have demoted them a moment ago).
   */
  async function lockForRoleChange(
    actor: StaffActor,
    userId: number,
    role: Role,
    tx: Database,
  ): Promise<void> {
    const admins = await usersService.lockAdmins(tx);
    const target = await usersService.lockAccount(userId, tx);
    if (!target) throw new AppError('STAFF_NOT_FOUND');
    const isLosingAdmin = target.role === 'admin' && role !== 'admin' && !target.blockedAt;
    const hasOtherAdmin = admins.some((admin) => admin.id !== userId && !admin.blockedAt);
    if (isLosingAdmin && !hasOtherAdmin) throw new AppError('STAFF_LAST_ADMIN');
    if (actor.userId !== null) {
      const current = await usersService.findById(actor.userId, tx);
      if (!current || !can(current.role, 'staff.manage')) throw new AppError('FORBIDDEN');
    }
  }

  return {
    async listStaff(): Promise<StaffAccount[]> {
      const rows = await usersService.listStaff();
      return rows.map((row) => toStaffAccount(row, row.lastSignInAt));
    },

    /**
     * A new staff account, e-mail verified, under the rules of every new account (the console
     * and the CLI's `user:create`). The trail keeps who it is and its role, never the password.
     */
    async createStaff(actor: StaffActor, input: NewStaff): Promise<StaffAccount> {
      const fields = validateNewUser(input);
      const row = await audit.run(actor, async (tx: Database) => {
        const user = await usersService.createUser(
          { ...fields, role: input.role, currency: input.currency, emailVerified: true },
          tx,
        );
        return {
          result: user,
          change: {
            action: 'staff.create',
            targetType: 'user',
            targetId: user.id,
            after: { email: user.email, name: user.name, role: user.role },
          },
        };
      });
      return toStaffAccount(row, null);
    },

    /**
     * The account's new role: another staff role, `player` to take staff access away, or a
     * staff role for a player's account. Its sessions end, so the change holds at once. The
     * same role again changes nothing and records nothing.
     */
    async changeRole(actor: StaffActor, userId: number, role: Role): Promise<StaffAccount> {
      if (userId === actor.userId) throw new AppError('STAFF_SELF_CHANGE');
      const found = await usersService.findById(userId);
      if (!found) throw new AppError('STAFF_NOT_FOUND');
      if (found.role === role) return requireView(userId);
      const { endedSessionIds } = await audit.run(actor, async (tx: Database) => {
        await lockForRoleChange(actor, userId, role, tx);
        const changed = await usersService.changeRole(userId, role, tx);
        return {
          result: changed,
          change: {
            action: 'staff.role',
            targetType: 'user',
            targetId: userId,
            before: { role: changed.before.role },
            after: { role: changed.after.role },
          },
        };
      });
      usersService.announceAccountChange(userId, endedSessionIds);
      return requireView(userId);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
