import { adminCategoryResponseSchema, type AdminCategory } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** PATCH /api/admin/categories/:id's body (AdminCategoryUpdate): only what is sent changes. */
export type CategoryPatch = { position?: number | string; in_menu?: 0 | 1 };

/** PATCH /api/admin/categories/:id: move a category in the lobby's menu, or in or out of it. */
export async function updateCategory(
  api: ApiClient,
  id: string,
  body: CategoryPatch,
): Promise<AdminCategory> {
  const path = `/api/admin/categories/${encodeURIComponent(id)}`;
  return (await api.patch(path, body, adminCategoryResponseSchema)).category;
}
