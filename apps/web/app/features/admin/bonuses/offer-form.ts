import type { StaffBonusOffer } from '@casino/contracts';

/*
 * The offer forms' fields and how they read an offer: amounts as decimal text from integer
 * minor units (never through a float), moments as UTC `datetime-local` values, and the
 * translations of the text by language (the spec writes them ES and ZH-CN; English is the
 * offer's own `message`).
 */

/** The translations a form edits beside the English text: the API's lang, the field's name. */
export const TRANSLATIONS = [
  { lang: 'ES', field: 'message_es' },
  { lang: 'ZH-CN', field: 'message_zh' },
] as const;
export type TranslationField = (typeof TRANSLATIONS)[number]['field'];

/** The kinds of game a bonus's wagering weighs, and their form fields. */
export const WEIGHT_KINDS = ['originals', 'slots', 'table', 'live'] as const;
export type WeightKind = (typeof WEIGHT_KINDS)[number];
export const weightField = (kind: WeightKind) => `weight_${kind}` as const;

/** The kinds of offer staff create (the cashback's offer follows its own terms). */
export const CREATED_KINDS = ['DEPOSIT_BONUS_CASH', 'FREE_SPINS'] as const;
export type CreatedKind = (typeof CREATED_KINDS)[number];

export function readCreatedKind(value: string | null): CreatedKind {
  return value === 'FREE_SPINS' ? 'FREE_SPINS' : 'DEPOSIT_BONUS_CASH';
}

/** Minor units as the decimal text the API takes back (50000 -> "500.00"). */
export function toDecimalText(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

const ISO_MINUTE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})/;

/** A moment (UTC ISO) as a `datetime-local` value in UTC ("2026-12-01T09:30"); '' for none. */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const parsed = Date.parse(iso);
  if (Number.isNaN(parsed)) return '';
  return ISO_MINUTE.exec(new Date(parsed).toISOString())?.[1] ?? '';
}

const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * A `datetime-local` value, read as UTC, as the API's moment with its offset
 * ("2026-12-01T09:30" -> "2026-12-01T09:30:00Z"); null for an empty field (no start or end).
 * Other text goes as typed, for the API to word its refusal.
 */
export function fromDateTimeLocal(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  return LOCAL_MINUTE.test(value) ? `${value}:00Z` : value;
}

/** The offer's translation into `lang` ('' when it has none). */
export function readTranslation(offer: Pick<StaffBonusOffer, 'lang'>, lang: string): string {
  return offer.lang.find((text) => text.lang === lang)?.message ?? '';
}

/** The edit form's fields as the page shows them, for the offer as it stands. */
export function toEditValues(offer: StaffBonusOffer): Record<string, string> {
  const values: Record<string, string> = {
    message: offer.message,
    wagering_multiple: String(offer.wagering_multiple),
    valid_days: String(offer.valid_days),
    starts_at: toDateTimeLocal(offer.starts_at),
    ends_at: toDateTimeLocal(offer.ends_at),
  };
  for (const { lang, field } of TRANSLATIONS) values[field] = readTranslation(offer, lang);
  if (offer.bonus_key === 'DEPOSIT_BONUS_CASH') {
    values.match_percent = offer.match_percent === null ? '' : String(offer.match_percent);
    values.max_amount = offer.max_amount === null ? '' : toDecimalText(offer.max_amount);
    values.min_deposit = offer.min_deposit === null ? '' : toDecimalText(offer.min_deposit);
  }
  return values;
}
