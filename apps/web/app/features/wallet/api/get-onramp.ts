import { onrampResponseSchema } from '@casino/contracts';
import type { OnrampResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** GET /api/wallet/onramp: the Buy Crypto widget's address (null when none is configured). */
export function getOnramp(api: ApiClient, init?: ApiRequestInit): Promise<OnrampResponse> {
  return api.get('/api/wallet/onramp', onrampResponseSchema, init);
}
