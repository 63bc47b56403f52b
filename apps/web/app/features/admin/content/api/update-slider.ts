import { adminSliderResponseSchema, type AdminSlider, type SliderPatch } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** PATCH /api/admin/sliders/:id: the fields given. */
export async function updateSlider(
  api: ApiClient,
  id: string,
  body: SliderPatch,
): Promise<AdminSlider> {
  const path = `/api/admin/sliders/${encodeURIComponent(id)}`;
  return (await api.patch(path, body, adminSliderResponseSchema)).slider;
}
