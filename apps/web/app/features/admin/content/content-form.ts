import type { Locale } from '@casino/contracts/locales';

/** The locales every content text is written in, in the order the tabs show them. */
export const CONTENT_LOCALES = ['en', 'es', 'zh-CN'] as const satisfies readonly Locale[];
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** One text in every locale, as the API takes it. */
export type LocalizedInput = Record<ContentLocale, string>;

/** A stored text per locale (LocalizedText: English always, older rows may lack the others). */
export type StoredText = { en: string; es?: string; 'zh-CN'?: string };

/** The form field of `name` in `locale`: `title.en`, as the API names its field errors. */
export function getLocalizedName(name: string, locale: ContentLocale): string {
  return `${name}.${locale}`;
}

const ISO_MINUTE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

/**
 * A stored moment (`2026-12-01T09:30:00.000Z`) as a `datetime-local` field shows it, in UTC:
 * read from the text, not through Date, so the server render and the browser agree.
 */
export function toUtcInput(iso: string | null | undefined): string {
  const match = ISO_MINUTE.exec(iso ?? '');
  return match ? `${match[1]}T${match[2]}` : '';
}
