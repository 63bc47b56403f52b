import type { Banner, BannersResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** GET /api/banners: spec §3 Site settings banners (id, title, description, url, bg_img). */
export async function getBanners(api: ApiClient, init?: ApiRequestInit): Promise<Banner[]> {
  const response = await api.get<BannersResponse>('/api/banners', init);
  return response.banners;
}
