import { staffAccountResponseSchema, type StaffAccount } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/**
 * PATCH /api/admin/staff/:id `{role}`: the account's new role (`player` takes staff access
 * away); its sessions end. The role goes as the form sent it: the API checks it, and refuses
 * one's own role and the last admin's.
 */
export async function changeStaffRole(
  api: ApiClient,
  id: string,
  body: { role: string },
): Promise<StaffAccount> {
  const path = `/api/admin/staff/${encodeURIComponent(id)}`;
  return (await api.patch(path, body, staffAccountResponseSchema)).account;
}
