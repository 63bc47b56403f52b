import type { Locale } from '@casino/contracts';

/** Text stored per locale; English is always present and is the fallback. */
export type LocalizedText = { en: string } & Partial<Record<Locale, string>>;

export function pickLocalized(text: LocalizedText, locale: Locale): string {
  return text[locale] ?? text.en;
}
