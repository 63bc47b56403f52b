import { providerViewSchema, z, type ProviderView } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';

/** GET /api/admin/providers's answer: the providers, never their secrets. */
const providersAnswerSchema = z.object({ providers: z.array(providerViewSchema) });

/** GET /api/admin/providers: the studios on the seamless wallet. */
export async function listProviders(
  api: ApiClient,
  init?: ApiRequestInit,
): Promise<ProviderView[]> {
  return (await api.get('/api/admin/providers', providersAnswerSchema, init)).providers;
}
