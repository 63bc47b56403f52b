import { userResponseSchema, type Locale, type User } from '@casino/contracts';
import { createApiClient, isUnauthenticated } from './api';
import { createExpiredTokenCookie, createLocaleCookie, readTokenCookie } from './cookies';
import { readLangParam, resolveLocale } from './locale';
import { memoizePerRequest, type ServerArgs } from './request-memo.server';

export type Session = {
  locale: Locale;
  /** The bearer token, or null when there is none or the API refused it. */
  token: string | null;
  user: User | null;
  /** The request carried a token the API refused: the player's session ended (spec §4). */
  isExpired: boolean;
  /** Set-Cookie values the response must carry (a cleared token). */
  setCookies: string[];
};

/**
 * spec §2 check-auth and locale guards: reads the locale and token cookies and, when a token
 * exists, loads the user through GET /api/user once per request.
 */
export const loadSession = memoizePerRequest(readSession);

async function readSession({ request, context }: ServerArgs): Promise<Session> {
  const cookieHeader = request.headers.get('Cookie');
  const locale = resolveLocale(cookieHeader, request.url);
  // A ?lang= link switches the language for the visits that follow too.
  const langCookie = readLangParam(request.url) ? [createLocaleCookie(locale)] : [];
  const session = await readUser({ request, context }, cookieHeader, locale);
  return { ...session, setCookies: [...langCookie, ...session.setCookies] };
}

async function readUser(
  { request, context }: ServerArgs,
  cookieHeader: string | null,
  locale: Session['locale'],
): Promise<Session> {
  const token = readTokenCookie(cookieHeader, context.appUrl);
  if (!token) return { locale, token: null, user: null, isExpired: false, setCookies: [] };

  const api = createApiClient({ fetch: context.fetchApi, token, locale });
  try {
    const { user } = await api.get('/api/user', userResponseSchema, { signal: request.signal });
    return { locale, token, user, isExpired: false, setCookies: [] };
  } catch (error) {
    // spec §4: a refused token is cleared and the visitor continues as anonymous.
    if (isUnauthenticated(error)) {
      const expired = createExpiredTokenCookie(context.appUrl);
      return { locale, token: null, user: null, isExpired: true, setCookies: [expired] };
    }
    // Any other failure (API down, timeout) is treated as anonymous for this request only;
    // the cookie stays so a passing outage does not sign everybody out.
    console.error('Loading the user failed', error);
    return { locale, token: null, user: null, isExpired: false, setCookies: [] };
  }
}

/** Headers carrying the session's cookie changes, for `data()` and `redirect()`. */
export function createSessionHeaders(session: Session): Headers {
  const headers = new Headers();
  for (const cookie of session.setCookies) headers.append('Set-Cookie', cookie);
  return headers;
}
