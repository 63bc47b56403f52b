import type { Locale } from '@casino/contracts/locales';

/** Canonical and per-language addresses of a path on the public origin. */
export function createAlternateUrls(appUrl: string, pathname: string, locales: readonly Locale[]) {
  const canonical = new URL(pathname, appUrl).toString();
  return {
    canonical,
    alternates: locales.map((locale) => {
      const url = new URL(pathname, appUrl);
      url.searchParams.set('lang', locale);
      return { locale, href: url.toString() };
    }),
  };
}
