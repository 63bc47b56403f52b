import { conversionResponseSchema } from '@casino/contracts';
import type { ConversionRequest, ConversionResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** POST /api/coinremitterConversionRate (public): a fiat amount in a coin, spec §3. */
export function getConversion(
  api: ApiClient,
  request: ConversionRequest,
  init?: ApiRequestInit,
): Promise<ConversionResponse> {
  return api.post('/api/coinremitterConversionRate', request, conversionResponseSchema, init);
}
