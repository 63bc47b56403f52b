import { can, type StaffRole } from '@casino/contracts';
import { ADMIN_SECTIONS, type AdminSectionId } from './admin-sections';

// Decided on the server: the permission table (contracts staff.ts) stays out of the browser.

/** The sections `role` may open, in menu order. */
export function listPermittedSections(role: StaffRole): AdminSectionId[] {
  return ADMIN_SECTIONS.filter((section) => can(role, section.permission)).map(({ id }) => id);
}

/** Where `role` starts in the back office: its first section, or null while it has none. */
export function findLandingPath(role: StaffRole): string | null {
  return ADMIN_SECTIONS.find((section) => can(role, section.permission))?.path ?? null;
}
