import type { VerificationDocument } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/** POST /api/settings/verification as multipart/form-data: `document_type` and `file`. */
export function uploadVerificationDocument(
  api: ApiClient,
  body: FormData,
): Promise<{ document: VerificationDocument }> {
  return api.post<{ document: VerificationDocument }>('/api/settings/verification', body);
}
