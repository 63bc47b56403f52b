import { verificationDocumentsResponseSchema } from '@casino/contracts';
import type { VerificationDocumentsResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** GET /api/settings/verification: uploaded documents with their review status. */
export function getVerificationDocuments(
  api: ApiClient,
  init?: ApiRequestInit,
): Promise<VerificationDocumentsResponse> {
  return api.get('/api/settings/verification', verificationDocumentsResponseSchema, init);
}
