import {
  adminSlidersResponseSchema,
  type AdminSlider,
  type SliderReorder,
} from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** POST /api/admin/sliders/reorder: every slider of the kind once, first shown first. */
export async function reorderSliders(api: ApiClient, body: SliderReorder): Promise<AdminSlider[]> {
  return (await api.post('/api/admin/sliders/reorder', body, adminSlidersResponseSchema)).sliders;
}
