import type { Locale } from '@casino/contracts/locales';
import type { i18n as I18n } from 'i18next';
import { createLocaleCookie } from './cookies';
import { I18N_NAMESPACES, loadLocaleResources } from './i18n';

// The language switch, apart from lib/i18n.ts: only the language menu (loaded on intent) runs
// it, so it stays out of the pages' first load (decision 031).

/** Loads a locale's bundle into a running instance (language switch in the browser). */
export async function addLocale(instance: I18n, locale: Locale): Promise<void> {
  if (instance.hasResourceBundle(locale, 'common')) return;
  const resources = await loadLocaleResources(locale);
  for (const namespace of I18N_NAMESPACES) {
    instance.addResourceBundle(locale, namespace, resources[namespace], true, true);
  }
}

/**
 * Browser-side language switch: keeps the choice in the locale cookie (spec §9: 365 days) so
 * the server renders and answers in it, then switches the running instance.
 */
export async function applyLocale(instance: I18n, locale: Locale): Promise<void> {
  await addLocale(instance, locale);
  document.cookie = createLocaleCookie(locale);
  await instance.changeLanguage(locale);
  document.documentElement.lang = locale;
}
