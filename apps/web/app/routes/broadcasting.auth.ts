import { broadcastingAuthResponseSchema } from '@casino/contracts';
import { ApiError, createApiClient } from '../lib/api';
import { readTokenCookie } from '../lib/cookies';
import { resolveLocale } from '../lib/locale';
import type { Route } from './+types/broadcasting.auth';

const FIELDS = ['socket_id', 'channel_name', 'channel_data'] as const;

/**
 * pusher-js authorises private channels by posting `socket_id` and `channel_name` (form
 * encoded) to this same-origin endpoint with the cookies. The token stays in its HttpOnly
 * cookie (decision 006): the server reads it and asks POST /api/broadcasting/auth with it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const cookieHeader = request.headers.get('Cookie');
  const token = readTokenCookie(cookieHeader, context.appUrl);
  if (!token) return Response.json({ message: 'Unauthenticated.' }, { status: 401 });
  const body: Record<string, string> = {};
  try {
    const formData = await request.formData();
    for (const field of FIELDS) {
      const value = formData.get(field);
      if (typeof value === 'string') body[field] = value;
    }
  } catch {
    return Response.json({ message: 'Bad request.' }, { status: 400 });
  }
  const api = createApiClient({
    fetch: context.fetchApi,
    token,
    locale: resolveLocale(cookieHeader),
  });
  try {
    const answer = await api.post('/api/broadcasting/auth', body, broadcastingAuthResponseSchema);
    return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof ApiError) return Response.json(error.body, { status: error.status });
    console.error('Channel authorisation failed', error);
    return Response.json({ message: 'Server error.' }, { status: 500 });
  }
}
