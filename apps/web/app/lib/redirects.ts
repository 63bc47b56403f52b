/**
 * ARCHITECTURE "Decisions": the spec's second route listing (/auth/...) redirects to the
 * canonical pages of the first listing.
 */
export const LEGACY_REDIRECTS = {
  '/auth/login': '/login',
  '/auth/register': '/register',
  '/auth/password/email': '/password/reset',
  '/auth/password/reset': '/password/reset',
  '/auth/verification/resend': '/email/resend',
  '/auth/verification/verify': '/email/resend',
} as const satisfies Record<string, string>;

export type LegacyPath = keyof typeof LEGACY_REDIRECTS;

/** The canonical target for a legacy URL, keeping its query string; null when not legacy. */
export function resolveLegacyRedirect(url: URL): string | null {
  const path = url.pathname.replace(/\/+$/, '') as LegacyPath;
  if (!Object.hasOwn(LEGACY_REDIRECTS, path)) return null;
  return `${LEGACY_REDIRECTS[path]}${url.search}`;
}
