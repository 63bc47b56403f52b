import { bannersResponseSchema, type Banner } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** GET /api/banners: spec §3 Site settings banners (id, title, description, url, bg_img). */
export async function getBanners(api: ApiClient, init?: ApiRequestInit): Promise<Banner[]> {
  const response = await api.get('/api/banners', bannersResponseSchema, init);
  return response.banners;
}
