import { adminSlidersResponseSchema, type AdminSlider } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';

/** GET /api/admin/sliders: one kind's sliders (every kind when left out), each in its order. */
export async function listSliders(
  api: ApiClient,
  kind?: AdminSlider['kind'],
  init?: ApiRequestInit,
): Promise<AdminSlider[]> {
  const path = kind ? `/api/admin/sliders?${new URLSearchParams({ kind })}` : '/api/admin/sliders';
  return (await api.get(path, adminSlidersResponseSchema, init)).sliders;
}
