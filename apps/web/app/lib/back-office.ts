import type { Role } from '@casino/contracts';

/** Where the back office's console lives (issue 17). */
export const BACK_OFFICE_PATH = '/admin';

/**
 * Whether a role opens the back office: every role but `player` is a staff role (STAFF_ROLES in
 * the contracts' staff.ts). Told here without importing staff.ts, whose schemas would bring zod
 * into the player menu's chunk; a test holds the two in step.
 */
export function isBackOfficeRole(role: Role): boolean {
  return role !== 'player';
}
