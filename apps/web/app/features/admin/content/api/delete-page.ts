import { adminPageResponseSchema, type AdminPage } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** DELETE /api/admin/pages/:id: the audit trail keeps what it was; answers the deleted page. */
export async function deletePage(api: ApiClient, id: string): Promise<AdminPage> {
  const path = `/api/admin/pages/${encodeURIComponent(id)}`;
  return (await api.delete(path, adminPageResponseSchema)).page;
}
