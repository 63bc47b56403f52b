import type { Locale } from '@casino/contracts/locales';
import { createInstance, type i18n as I18n } from 'i18next';
import type { LocaleResources } from '../locales/en';

/**
 * `common` is the web's own texts; `errors`, `validation` and `status` (success texts) are the
 * server's, shared through the contracts.
 */
export const I18N_NAMESPACES = ['common', 'errors', 'validation', 'status'] as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: LocaleResources;
  }
}

/**
 * Resources are bundled with the app (no HTTP backend), one chunk per locale so a page only
 * downloads the language it shows.
 */
export async function loadLocaleResources(locale: Locale): Promise<LocaleResources> {
  switch (locale) {
    case 'zh-CN':
      return (await import('../locales/zh-CN')).default;
    case 'es':
      return (await import('../locales/es')).default;
    default:
      return (await import('../locales/en')).default;
  }
}

/** The element the server writes the page language's texts into (read before hydration). */
export const I18N_STATE_ID = 'i18n-state';

/**
 * The language's texts as JSON safe inside a <script type="application/json">: the browser
 * starts with them instead of fetching the locale chunk after the entry (no request waterfall).
 */
export function serializeResources(instance: I18n, locale: Locale): string {
  const resources = Object.fromEntries(
    I18N_NAMESPACES.map((namespace) => [namespace, instance.getResourceBundle(locale, namespace)]),
  );
  return JSON.stringify(resources).replace(/</g, '\\u003c');
}

/** The texts the server embedded, or null (then the entry loads the locale chunk). */
export function readEmbeddedResources(
  doc: Pick<Document, 'getElementById'>,
): LocaleResources | null {
  const text = doc.getElementById(I18N_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as LocaleResources;
  } catch {
    return null;
  }
}

/** One instance per server render (never the global one), so requests never share a language. */
export function createI18n(locale: Locale, resources: LocaleResources): I18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    // Every locale carries every key (the locale files are typed against English).
    fallbackLng: false,
    resources: { [locale]: resources },
    ns: [...I18N_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
    // Keeps server logs and the browser console free of the library's promotional line.
    showSupportNotice: false,
  });
  return instance;
}
