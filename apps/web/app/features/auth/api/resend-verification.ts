import { statusResponseSchema } from '@casino/contracts';
import type { EmailResendRequest, StatusResponse } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/** POST /api/email/resend: signed-in players send no e-mail (the token says who), visitors do. */
export function resendVerification(
  api: ApiClient,
  body: EmailResendRequest,
): Promise<StatusResponse> {
  return api.post('/api/email/resend', body, statusResponseSchema);
}
