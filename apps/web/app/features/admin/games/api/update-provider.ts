import { providerViewSchema, type ProviderView } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** PATCH /api/admin/providers/:code: move the launch URL, or switch the provider off or on. */
export function updateProvider(
  api: ApiClient,
  code: string,
  body: { launch_url?: string; enabled?: boolean },
): Promise<ProviderView> {
  return api.patch(`/api/admin/providers/${encodeURIComponent(code)}`, body, providerViewSchema);
}
