import type { StaffAccount } from '@casino/contracts';

/** A staff account as GET /api/admin/staff lists it. */
export function makeStaffAccount(overrides: Partial<StaffAccount> = {}): StaffAccount {
  return {
    id: 90,
    name: 'Grace admin',
    email: 'admin@casino.test',
    role: 'admin',
    created_at: '2026-01-02T03:04:05.000Z',
    blocked_at: null,
    last_sign_in_at: '2026-11-25T09:30:00.000Z',
    ...overrides,
  };
}

/** The signed-in admin (id 90, as makeStaff), a finance colleague and a blocked support agent. */
export const STAFF: StaffAccount[] = [
  makeStaffAccount(),
  makeStaffAccount({ id: 91, name: 'Fiona Finance', email: 'fiona@casino.test', role: 'finance' }),
  makeStaffAccount({
    id: 92,
    name: 'Sam Support',
    email: 'sam@casino.test',
    role: 'support',
    blocked_at: '2026-11-20T12:00:00.000Z',
    last_sign_in_at: null,
  }),
];
