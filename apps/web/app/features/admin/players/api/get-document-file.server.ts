import { readTokenCookie } from '../../../../lib/cookies';
import { resolveLocale } from '../../../../lib/locale';
import type { ServerArgs } from '../../../../lib/request-memo.server';

/**
 * GET /api/admin/verification/:id/file: the document's bytes as the API answers them (its
 * content type, or the API's error body). The API wants the bearer token, which stays in its
 * HttpOnly cookie (decision 006), so the console's own route asks for the staff member.
 */
export function getDocumentFile(
  { request, context }: ServerArgs,
  documentId: number,
): Promise<Response> {
  const cookieHeader = request.headers.get('Cookie');
  const headers = new Headers({ 'Accept-Language': resolveLocale(cookieHeader) });
  const token = readTokenCookie(cookieHeader, context.appUrl);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return context.fetchApi(`/api/admin/verification/${documentId}/file`, {
    headers,
    signal: request.signal,
  });
}
