import { verificationUploadResponseSchema, type VerificationDocument } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

export type DocumentReview =
  | { status: 'approved' }
  /** The player reads the reason on their verification page. */
  | { status: 'rejected'; reason: string };

/** PATCH /api/admin/verification/:id: approve or reject an identity document. */
export async function reviewDocument(
  api: ApiClient,
  documentId: number,
  body: DocumentReview,
): Promise<VerificationDocument> {
  const path = `/api/admin/verification/${documentId}`;
  return (await api.patch(path, body, verificationUploadResponseSchema)).document;
}
