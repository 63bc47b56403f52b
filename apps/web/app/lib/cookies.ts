import { TOKEN_COOKIE, TOKEN_COOKIE_MAX_AGE_SECONDS } from '@casino/contracts/cookies';
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

/**
 * spec §9: the token cookie lives 365 days when the player asked to be remembered, else until
 * the browser closes (no Max-Age). HttpOnly keeps it away from page scripts: only the server
 * render and the actions read it.
 */
export function createTokenCookie(
  token: string,
  { remember, secure }: { remember: boolean; secure: boolean },
): string {
  return serializeCookie(TOKEN_COOKIE, token, {
    maxAge: remember ? TOKEN_COOKIE_MAX_AGE_SECONDS : undefined,
    sameSite: 'Lax',
    secure,
    httpOnly: true,
  });
}

/** Removes the token cookie; the attributes match the ones it was set with. */
export function createExpiredTokenCookie({ secure }: { secure: boolean }): string {
  return serializeCookie(TOKEN_COOKIE, '', { maxAge: 0, sameSite: 'Lax', secure, httpOnly: true });
}

/**
 * Whether the visitor reached us over https: the request URL (the server builds it with the
 * protocol it trusts) or, behind a TLS-terminating proxy, its X-Forwarded-Proto.
 */
export function isSecureRequest(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  const forwarded = request.headers.get('X-Forwarded-Proto')?.split(',')[0]?.trim();
  return forwarded?.toLowerCase() === 'https';
}

function decodeCookieValue(raw: string): string {
  const unquoted = raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted;
  }
}
