import { providerSecretResponseSchema, type ProviderView } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/**
 * POST /api/admin/providers/:code/rotate-secret: the server draws a new secret and answers it
 * this once (it keeps no readable copy). The caller shows it and keeps it nowhere.
 */
export async function rotateProviderSecret(
  api: ApiClient,
  code: string,
): Promise<{ provider: ProviderView; secret: string }> {
  const path = `/api/admin/providers/${encodeURIComponent(code)}/rotate-secret`;
  const { provider, secret } = await api.post(path, {}, providerSecretResponseSchema);
  return { provider, secret };
}
