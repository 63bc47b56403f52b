import { staffAccountResponseSchema, type StaffAccount } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** POST /api/admin/staff's body as the form sends it (StaffCreate; the API checks each field). */
export type StaffCreation = Record<'email' | 'name' | 'password' | 'role', string>;

/**
 * POST /api/admin/staff (StaffCreate): a new staff account, e-mail verified; the API checks the
 * fields as for every new account and refuses an e-mail already taken.
 */
export async function createStaff(api: ApiClient, body: StaffCreation): Promise<StaffAccount> {
  return (await api.post('/api/admin/staff', body, staffAccountResponseSchema)).account;
}
