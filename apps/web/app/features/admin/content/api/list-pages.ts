import { adminPagesResponseSchema, type AdminPage } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';

export type PagesQuery = {
  /** Every footer column when left out. */
  group?: AdminPage['group'];
  page: number;
  per_page: number;
};

export type PagesList = { pages: AdminPage[]; total: number };

/** GET /api/admin/pages: site pages and menu entries by group and position. */
export async function listPages(
  api: ApiClient,
  { group, page, per_page }: PagesQuery,
  init?: ApiRequestInit,
): Promise<PagesList> {
  const query = new URLSearchParams({ page: String(page), per_page: String(per_page) });
  if (group) query.set('group', group);
  const { pages, total } = await api.get(
    `/api/admin/pages?${query}`,
    adminPagesResponseSchema,
    init,
  );
  return { pages, total };
}
