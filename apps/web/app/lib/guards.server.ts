import { can, isStaffRole, type Permission, type StaffRole, type User } from '@casino/contracts';
import { data, redirect } from 'react-router';
import { SESSION_EXPIRED_PATH } from './api.server';
import type { ServerArgs } from './request-memo.server';
import { createSessionHeaders, loadSession, type Session } from './session.server';

function redirectWithSession(to: string, session: Session): never {
  throw redirect(to, { headers: createSessionHeaders(session) });
}

/**
 * spec §2 auth guard: visitors are sent to /login. A player whose token the API refused lands
 * on the token-expired warning instead (spec §4/§8), with the cookie cleared.
 */
export async function requireUser(args: ServerArgs): Promise<User> {
  const session = await loadSession(args);
  if (!session.user)
    redirectWithSession(session.isExpired ? SESSION_EXPIRED_PATH : '/login', session);
  return session.user;
}

/** Player pages: spec §2/§6 a customer support user is sent to /customersupport instead. */
export async function requirePlayer(args: ServerArgs): Promise<User> {
  const user = await requireUser(args);
  if (user.customer_support_user === 1) throw redirect('/customersupport');
  return user;
}

/**
 * The support layout requires auth (spec §2) and belongs to support agents only; a player who
 * finds the URL goes back to the casino.
 */
export async function requireSupportAgent(args: ServerArgs): Promise<User> {
  const user = await requireUser(args);
  if (user.customer_support_user !== 1) throw redirect('/');
  return user;
}

/** A signed-in staff member: the user whose role is one of the back office's (issue 17). */
export type StaffUser = User & { role: StaffRole };

/**
 * The back office (issue 17) requires auth like the account area and belongs to staff: any
 * staff role passes, a player who finds the URL goes back to the casino. What each role may see
 * inside is `requirePermission`'s to decide.
 */
export async function requireStaff(args: ServerArgs): Promise<StaffUser> {
  const user = await requireUser(args);
  const { role } = user;
  if (!isStaffRole(role)) throw redirect('/');
  return { ...user, role };
}

/**
 * A back-office page's guard: the staff member's role must hold `permission`
 * (docs/staff-roles.md). Without it the page answers 403 inside the console, as a back office
 * does: a colleague's link to a section the role cannot use says so instead of landing
 * somewhere else without a word, and the menu only lists what the role may open. The API
 * checks the same permission again on every call.
 */
export async function requirePermission(
  args: ServerArgs,
  permission: Permission,
): Promise<StaffUser> {
  const staff = await requireStaff(args);
  if (!can(staff.role, permission)) throw data({ permission }, { status: 403 });
  return staff;
}

/** spec §2 guest guard: signed-in users are sent to /. */
export async function requireGuest(args: ServerArgs): Promise<void> {
  const session = await loadSession(args);
  if (session.user) throw redirect('/');
}

/** The loader of a guest page that loads nothing else (register, the reset-link request). */
export async function loadGuestPage(args: ServerArgs): Promise<null> {
  await requireGuest(args);
  return null;
}
