import { redirect } from 'react-router';
import { createApiClient, isUnauthenticated, type ApiClient } from './api';
import { createExpiredTokenCookie, readTokenCookie } from './cookies';
import { resolveLocale } from './locale';
import type { ServerArgs } from './request-memo.server';

/** Where a player whose token died mid-visit lands (spec §4, §8: the token-expired warning). */
export const SESSION_EXPIRED_PATH = '/login?expired=1';

/**
 * spec §4/§8: a 401 from the API on a request that carried a token means the session ended
 * under the player (expired or revoked elsewhere). The answer clears the cookie and sends them
 * to the login page, which shows the token-expired warning. Null when the error is anything
 * else, or when there was no token (a visitor's 401 is an ordinary error).
 */
export function getSessionExpiredRedirect(
  error: unknown,
  { hadToken, appUrl }: { hadToken: boolean; appUrl: string },
): Response | null {
  if (!hadToken || !isUnauthenticated(error)) return null;
  return redirect(SESSION_EXPIRED_PATH, {
    headers: { 'Set-Cookie': createExpiredTokenCookie(appUrl) },
  });
}

/** Wraps a token-carrying client so every call turns a 401 into the expired redirect (thrown). */
export function withSessionExpiry(api: ApiClient, { appUrl }: { appUrl: string }): ApiClient {
  async function guard<T>(call: Promise<T>): Promise<T> {
    try {
      return await call;
    } catch (error) {
      throw getSessionExpiredRedirect(error, { hadToken: true, appUrl }) ?? error;
    }
  }
  return {
    get: (path, answer, init) => guard(api.get(path, answer, init)),
    post: (path, body, answer, init) => guard(api.post(path, body, answer, init)),
    patch: (path, body, answer, init) => guard(api.patch(path, body, answer, init)),
    put: (path, body, answer, init) => guard(api.put(path, body, answer, init)),
    delete: (path, answer, init) => guard(api.delete(path, answer, init)),
  };
}

/**
 * The client loaders and actions use: the visitor's locale and, when the token cookie exists,
 * their token, with the expired-session handling built in. It reads the cookie directly, so an
 * action costs no extra user lookup.
 */
export function createRequestApi({ request, context }: ServerArgs): ApiClient {
  const cookieHeader = request.headers.get('Cookie');
  const token = readTokenCookie(cookieHeader, context.appUrl);
  const api = createApiClient({
    fetch: context.fetchApi,
    token,
    locale: resolveLocale(cookieHeader),
  });
  return token ? withSessionExpiry(api, { appUrl: context.appUrl }) : api;
}

/**
 * For the account area's loaders and actions: without a token there is nothing to ask the API,
 * so the visitor goes to /login (spec §2 auth guard). Actions need this themselves, because a
 * submission runs the action before any layout loader.
 */
export function createAccountApi(args: ServerArgs): ApiClient {
  const token = readTokenCookie(args.request.headers.get('Cookie'), args.context.appUrl);
  if (!token) throw redirect('/login');
  return createRequestApi(args);
}

/** For guest calls (login, register, password reset): never sends a leftover token. */
export function createGuestApi({ request, context }: ServerArgs): ApiClient {
  return createApiClient({
    fetch: context.fetchApi,
    locale: resolveLocale(request.headers.get('Cookie')),
  });
}
