import { DEFAULT_LOCALE, LOCALE_COOKIE, toLocale, type Locale } from '@casino/contracts/locales';
import { readCookie } from './cookies';

/** The `?lang=` of a URL (the hreflang links point at it), when it names a supported locale. */
export function readLangParam(url: string): Locale | null {
  return toLocale(new URL(url).searchParams.get('lang'));
}

/**
 * spec §2 locale guard: `?lang=` (from hreflang links, so search engines can fetch every
 * language), else the `locale` cookie (also "cn"), else the default en.
 */
export function resolveLocale(cookieHeader: string | null | undefined, url?: string): Locale {
  return (
    (url ? readLangParam(url) : null) ??
    toLocale(readCookie(cookieHeader, LOCALE_COOKIE)) ??
    DEFAULT_LOCALE
  );
}
