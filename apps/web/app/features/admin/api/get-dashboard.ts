import { adminDashboardResponseSchema, type AdminDashboard } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** GET /api/admin/dashboard: the figures of today, 7 and 30 days and the 30-day series. */
export function getDashboard(api: ApiClient, init?: ApiRequestInit): Promise<AdminDashboard> {
  return api.get('/api/admin/dashboard', adminDashboardResponseSchema, init);
}
