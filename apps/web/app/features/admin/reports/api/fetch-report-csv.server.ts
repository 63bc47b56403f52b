import { redirect } from 'react-router';
import { ApiError } from '../../../../lib/api';
import { getSessionExpiredRedirect } from '../../../../lib/api.server';
import { readTokenCookie } from '../../../../lib/cookies';
import { resolveLocale } from '../../../../lib/locale';
import type { ServerArgs } from '../../../../lib/request-memo.server';

/** The headers of the API's answer a download keeps (decision 006: the browser never sees it). */
const PASSED_HEADERS = ['Content-Type', 'Content-Disposition'] as const;

/**
 * A report's CSV (`format=csv`) from the API with the staff member's token, passed through as
 * the API answered it: the bytes, the status, the content type and the content disposition (the
 * file name the API chose). A refusal passes through the same way, as the API's JSON error; a
 * token the API no longer takes ends the session as everywhere else.
 */
export async function fetchReportCsv(args: ServerArgs, path: string): Promise<Response> {
  const cookieHeader = args.request.headers.get('Cookie');
  const token = readTokenCookie(cookieHeader, args.context.appUrl);
  if (!token) throw redirect('/login');
  const answer = await args.context.fetchApi(path, {
    method: 'GET',
    headers: {
      Accept: 'text/csv, application/json',
      'Accept-Language': resolveLocale(cookieHeader),
      Authorization: `Bearer ${token}`,
    },
    signal: args.request.signal,
  });
  if (answer.status === 401) {
    const error = new ApiError(401, { message: 'Unauthenticated.', code: 'UNAUTHENTICATED' });
    const expired = getSessionExpiredRedirect(error, {
      hadToken: true,
      appUrl: args.context.appUrl,
    });
    if (expired) throw expired;
  }
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, headers });
}
