/** spec §1, §9: en, zh-CN (also reached as "cn"), es; default en. */
export const LOCALES = ['en', 'zh-CN', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The locale cookie's name and life (spec §9: 365 days). */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const ALIASES: Record<string, Locale> = {
  en: 'en',
  'zh-cn': 'zh-CN',
  zh: 'zh-CN',
  cn: 'zh-CN',
  'zh-hans': 'zh-CN',
  es: 'es',
};

/** Maps "cn", "zh", "es-MX", "EN" ... to a supported locale, or null. */
export function toLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const lower = value.trim().toLowerCase();
  return ALIASES[lower] ?? ALIASES[lower.split('-')[0] ?? ''] ?? null;
}

/** Picks the best supported locale from an Accept-Language header (RFC 9110 q-values). */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
