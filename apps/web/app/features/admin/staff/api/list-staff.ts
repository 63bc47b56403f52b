import { adminStaffResponseSchema, type StaffAccount } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';

/** GET /api/admin/staff: every staff account, oldest first. */
export async function listStaff(api: ApiClient, init?: ApiRequestInit): Promise<StaffAccount[]> {
  return (await api.get('/api/admin/staff', adminStaffResponseSchema, init)).staff;
}
