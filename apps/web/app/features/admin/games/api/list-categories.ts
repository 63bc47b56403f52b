import { adminCategoriesResponseSchema, type AdminCategory } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';

/** GET /api/admin/categories: the lobby's categories in menu order, with their games' counts. */
export async function listCategories(
  api: ApiClient,
  init?: ApiRequestInit,
): Promise<AdminCategory[]> {
  return (await api.get('/api/admin/categories', adminCategoriesResponseSchema, init)).categories;
}
