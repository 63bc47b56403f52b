import { DEFAULT_LOCALE, LOCALES, MESSAGES, negotiateLocale, type Locale } from '@casino/contracts';
import i18next, { type TFunction } from 'i18next';

/** One i18next instance for server texts (errors, validation), loaded synchronously. */
const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  showSupportNotice: false,
  resources: Object.fromEntries(LOCALES.map((locale) => [locale, MESSAGES[locale]])),
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  ns: ['errors', 'validation', 'status', 'notifications'],
  defaultNS: 'errors',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function translatorFor(locale: Locale): TFunction {
  return i18n.getFixedT(locale);
}

export function localeFromHeader(acceptLanguage: string | undefined): Locale {
  return negotiateLocale(acceptLanguage);
}

/** Translates `ns:key`, or returns the key itself when the catalogue lacks it. */
export function translate(locale: Locale, key: string, params?: Record<string, unknown>): string {
  const t = translatorFor(locale);
  return t(key, { ...params, defaultValue: key });
}
