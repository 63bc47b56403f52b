import { DEFAULT_LOCALE, LOCALE_COOKIE, toLocale, type Locale } from '@casino/contracts/locales';
import { readCookie } from './cookies';

/** spec §2 locale guard: the `locale` cookie (also "cn"), else the default en. */
export function resolveLocale(cookieHeader: string | null | undefined): Locale {
  return toLocale(readCookie(cookieHeader, LOCALE_COOKIE)) ?? DEFAULT_LOCALE;
}
