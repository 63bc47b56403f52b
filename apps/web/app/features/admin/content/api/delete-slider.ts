import { adminSliderResponseSchema, type AdminSlider } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** DELETE /api/admin/sliders/:id: answers the deleted slider or banner. */
export async function deleteSlider(api: ApiClient, id: string): Promise<AdminSlider> {
  const path = `/api/admin/sliders/${encodeURIComponent(id)}`;
  return (await api.delete(path, adminSliderResponseSchema)).slider;
}
