import { pageDetailResponseSchema } from '@casino/contracts';
import type { PageDetailResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** GET /api/pages/:slug: a policy page with its sanitised body (404 if unknown). */
export function getPage(
  api: ApiClient,
  slug: string,
  init?: ApiRequestInit,
): Promise<PageDetailResponse> {
  return api.get(`/api/pages/${encodeURIComponent(slug)}`, pageDetailResponseSchema, init);
}
