import { adminPageResponseSchema, type AdminPage, type PageInput } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** POST /api/admin/pages: a site page or menu entry. */
export async function createPage(api: ApiClient, body: PageInput): Promise<AdminPage> {
  return (await api.post('/api/admin/pages', body, adminPageResponseSchema)).page;
}
