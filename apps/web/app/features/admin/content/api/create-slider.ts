import { adminSliderResponseSchema, type AdminSlider, type SliderInput } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** POST /api/admin/sliders: a slider or banner, at the end of its kind unless placed. */
export async function createSlider(api: ApiClient, body: SliderInput): Promise<AdminSlider> {
  return (await api.post('/api/admin/sliders', body, adminSliderResponseSchema)).slider;
}
