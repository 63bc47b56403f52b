import { ROLES, type Role, type StaffAccount } from '@casino/contracts';

/** A role change the page asks the staff member to confirm. */
export type PendingRoleChange = {
  id: number;
  role: Role;
  /** The staff account it changes; null for another account (a player's, to promote). */
  account: StaffAccount | null;
};

const isRole = (value: string | null): value is Role =>
  value !== null && (ROLES as readonly string[]).includes(value);

/**
 * The change the address names (`?change=<account id>&role=<role>`, what a row's "Change…" and
 * the promotion form send), when there is one to confirm: a known role, an account id that is
 * not the staff member's own (the API refuses it), and a real change. A staff account's current
 * role, or `player` for an account that is not staff, asks nothing: once a change is made the
 * page reads it again and the confirmation goes. An id that is no staff account's is a
 * player's account to promote; the API says whether it exists.
 */
export function readPendingRoleChange(
  search: URLSearchParams,
  staff: readonly StaffAccount[],
  ownId: number,
): PendingRoleChange | null {
  const id = Number(search.get('change'));
  const role = search.get('role');
  if (!Number.isSafeInteger(id) || id <= 0 || id === ownId || !isRole(role)) return null;
  const account = staff.find((member) => member.id === id) ?? null;
  if ((account?.role ?? 'player') === role) return null;
  return { id, role, account };
}
