import { adminPageResponseSchema, type AdminPage } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';

/** GET /api/admin/pages/:id: one page with its title and Markdown body in every locale. */
export async function getPage(
  api: ApiClient,
  id: string,
  init?: ApiRequestInit,
): Promise<AdminPage> {
  const path = `/api/admin/pages/${encodeURIComponent(id)}`;
  return (await api.get(path, adminPageResponseSchema, init)).page;
}
