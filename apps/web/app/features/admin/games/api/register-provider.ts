import { providerViewSchema, type ProviderView } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** POST /api/admin/providers's body (WalletProviderCreate). */
export type ProviderRegistration = {
  code: string;
  name: string;
  secret: string;
  launch_url: string;
};

/** POST /api/admin/providers: register a studio with its HMAC secret and launch URL. */
export function registerProvider(
  api: ApiClient,
  body: ProviderRegistration,
): Promise<ProviderView> {
  return api.post('/api/admin/providers', body, providerViewSchema);
}
