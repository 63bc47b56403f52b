// Cookie names shared by server and web; free of zod so browser code can import it cheaply.

/** The auth cookie on plain http (development, the e2e run): spec §9 calls it `token`. */
export const TOKEN_COOKIE = 'token';
/**
 * The auth cookie when APP_URL is https. Browsers accept a `__Host-` cookie only with Secure,
 * Path=/ and no Domain, so a sibling subdomain or a plain-http page cannot plant or overwrite it.
 */
export const SECURE_TOKEN_COOKIE = '__Host-token';
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Whether the public address (APP_URL) is https: the session cookie is Secure then. */
export function isHttpsAppUrl(appUrl: string): boolean {
  return new URL(appUrl).protocol === 'https:';
}

/**
 * The token cookie's name follows APP_URL, never the request (a forged X-Forwarded-Proto must not
 * choose it): `__Host-token` on https, `token` on http. Only that one name is read.
 */
export function getTokenCookieName(appUrl: string): string {
  return isHttpsAppUrl(appUrl) ? SECURE_TOKEN_COOKIE : TOKEN_COOKIE;
}
