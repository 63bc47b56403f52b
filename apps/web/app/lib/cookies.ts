import {
  getTokenCookieName,
  isHttpsAppUrl,
  TOKEN_COOKIE_MAX_AGE_SECONDS,
} from '@casino/contracts/cookies';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  type Locale,
} from '@casino/contracts/locales';

export type CookieOptions = {
  maxAge?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
  httpOnly?: boolean;
};

/** Reads a `Cookie` header (or document.cookie) into name -> value; the first value wins. */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    const name = part.slice(0, separator).trim();
    if (!name || cookies.has(name)) continue;
    cookies.set(name, decodeCookieValue(part.slice(separator + 1).trim()));
  }
  return cookies;
}

export function readCookie(header: string | null | undefined, name: string): string | null {
  return parseCookies(header).get(name) ?? null;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  if (options.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}

/** spec §4, §9: the chosen language is kept in a cookie for 365 days. */
export function createLocaleCookie(locale: Locale): string {
  return serializeCookie(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS });
}

/** Max-Age=0 on the same path removes the cookie (spec §4: a refused token is cleared). */
export function createExpiredCookie(name: string): string {
  return serializeCookie(name, '', { maxAge: 0 });
}

/** The player's token from the request's cookies, under the name APP_URL gives it. */
export function readTokenCookie(cookieHeader: string | null | undefined, appUrl: string) {
  return readCookie(cookieHeader, getTokenCookieName(appUrl));
}

/**
 * spec §9: the token cookie lives 365 days when the player asked to be remembered, else until
 * the browser closes (no Max-Age). HttpOnly keeps it away from page scripts: only the server
 * render and the actions read it. Name and Secure come from APP_URL (issue 11), not from the
 * request: behind a proxy the request may look like http, and a header must not downgrade it.
 */
export function createTokenCookie(
  token: string,
  { remember, appUrl }: { remember: boolean; appUrl: string },
): string {
  return serializeCookie(getTokenCookieName(appUrl), token, {
    maxAge: remember ? TOKEN_COOKIE_MAX_AGE_SECONDS : undefined,
    sameSite: 'Lax',
    secure: isHttpsAppUrl(appUrl),
    httpOnly: true,
  });
}

/** Removes the token cookie; the attributes match the ones it was set with. */
export function createExpiredTokenCookie(appUrl: string): string {
  return serializeCookie(getTokenCookieName(appUrl), '', {
    maxAge: 0,
    sameSite: 'Lax',
    secure: isHttpsAppUrl(appUrl),
    httpOnly: true,
  });
}

function decodeCookieValue(raw: string): string {
  const unquoted = raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted;
  }
}
