import { emailVerifyResponseSchema } from '@casino/contracts';
import type { EmailVerifyRequest, StatusResponse, User } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

export type EmailVerifyResponse = StatusResponse & { user: User };

/** POST /api/email/verify with the id and token of the mailed link /email/verify/{id}?token=. */
export function verifyEmail(
  api: ApiClient,
  body: EmailVerifyRequest,
  init?: { signal?: AbortSignal },
): Promise<EmailVerifyResponse> {
  return api.post('/api/email/verify', body, emailVerifyResponseSchema, init);
}
