import { imageslidersResponseSchema, promotionSlidersResponseSchema } from '@casino/contracts';
import type { Slider } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** GET /api/promotion-sliders: the banners above the promotions. */
export async function getPromotionSliders(
  api: ApiClient,
  init?: ApiRequestInit,
): Promise<Slider[]> {
  const response = await api.get('/api/promotion-sliders', promotionSlidersResponseSchema, init);
  return response.promotionSliders;
}

/** GET /api/games/imageslider: the banners of the home page. */
export async function getImageSliders(api: ApiClient, init?: ApiRequestInit): Promise<Slider[]> {
  const response = await api.get('/api/games/imageslider', imageslidersResponseSchema, init);
  return response.imagesliders;
}
