import {
  verificationUploadResponseSchema,
  type VerificationUploadResponse,
} from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/** POST /api/settings/verification as multipart/form-data: `document_type` and `file`. */
export function uploadVerificationDocument(
  api: ApiClient,
  body: FormData,
): Promise<VerificationUploadResponse> {
  return api.post('/api/settings/verification', body, verificationUploadResponseSchema);
}
