import { TOKEN_COOKIE } from '@casino/contracts/cookies';
import { redirect } from 'react-router';
import { createApiClient } from '../lib/api';
import { createExpiredTokenCookie, isSecureRequest, readCookie } from '../lib/cookies';
import { resolveLocale } from '../lib/locale';
import type { Route } from './+types/logout';

/**
 * spec §4: logout removes the token cookie and goes to login. The API is told too (spec §7
 * GET /logout) so the token dies server-side; its failure does not keep anyone signed in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const cookieHeader = request.headers.get('Cookie');
  const token = readCookie(cookieHeader, TOKEN_COOKIE);
  if (token) {
    const api = createApiClient({
      fetch: context.fetchApi,
      token,
      locale: resolveLocale(cookieHeader),
    });
    try {
      await api.get('/api/logout', { signal: request.signal });
    } catch (error) {
      console.error('Logging out at the API failed', error);
    }
  }
  const cookie = createExpiredTokenCookie({ secure: isSecureRequest(request) });
  throw redirect('/login', { headers: { 'Set-Cookie': cookie } });
}
