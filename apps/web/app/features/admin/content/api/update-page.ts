import { adminPageResponseSchema, type AdminPage, type PagePatch } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** PATCH /api/admin/pages/:id: the fields given; `body: null` removes the page's text. */
export async function updatePage(api: ApiClient, id: string, body: PagePatch): Promise<AdminPage> {
  const path = `/api/admin/pages/${encodeURIComponent(id)}`;
  return (await api.patch(path, body, adminPageResponseSchema)).page;
}
