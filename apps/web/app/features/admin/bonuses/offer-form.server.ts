import { readFormText, type FieldErrors } from '../../../lib/forms';
import {
  fromDateTimeLocal,
  readCreatedKind,
  TRANSLATIONS,
  WEIGHT_KINDS,
  weightField,
} from './offer-form';

/** What one of the offer forms sends, and how to put the API's field errors back on it. */
export type OfferSubmission = {
  body: Record<string, unknown>;
  /** The translations in the order `lang` was sent: `lang.0.message` is the first's field. */
  langFields: string[];
};

/** A whole number as a number; other text as typed, for the API to word its refusal. */
function toNumberOrText(text: string): number | string {
  const value = text.trim();
  return /^\d{1,9}$/.test(value) ? Number(value) : value;
}

const readTrimmed = (formData: FormData, name: string) => readFormText(formData, name).trim();

/** The translations typed (empty ones left out: the offer then has none in that language). */
function readTranslations(formData: FormData) {
  const typed = TRANSLATIONS.map(({ lang, field }) => ({
    lang,
    field,
    message: readTrimmed(formData, field),
  })).filter((text) => text.message !== '');
  return {
    lang: typed.map(({ lang, message }) => ({ lang, message })),
    langFields: typed.map(({ field }) => field),
  };
}

/**
 * POST /api/admin/bonuses/offers's body (NewBonusOffer) from the create form: a deposit match's
 * or free spins' terms by `bonus_key`, amounts as the decimal text typed, the schedule in UTC.
 */
export function readOfferInput(formData: FormData): OfferSubmission {
  const kind = readCreatedKind(readFormText(formData, 'bonus_key'));
  const { lang, langFields } = readTranslations(formData);
  const weights = Object.fromEntries(
    WEIGHT_KINDS.map((name) => [name, toNumberOrText(readFormText(formData, weightField(name)))]),
  );
  const body: Record<string, unknown> = {
    bonus_key: kind,
    code: readTrimmed(formData, 'code'),
    currency: readTrimmed(formData, 'currency'),
    message: readTrimmed(formData, 'message'),
    lang,
    wagering_multiple: toNumberOrText(readFormText(formData, 'wagering_multiple')),
    valid_days: toNumberOrText(readFormText(formData, 'valid_days')),
    game_weights: weights,
    starts_at: fromDateTimeLocal(readFormText(formData, 'starts_at')),
    ends_at: fromDateTimeLocal(readFormText(formData, 'ends_at')),
  };
  if (kind === 'FREE_SPINS') {
    body.free_spins = toNumberOrText(readFormText(formData, 'free_spins'));
    body.spin_value = readTrimmed(formData, 'spin_value');
    body.game_id = toNumberOrText(readFormText(formData, 'game_id'));
  } else {
    body.match_percent = toNumberOrText(readFormText(formData, 'match_percent'));
    body.max_amount = readTrimmed(formData, 'max_amount');
    body.min_deposit = readTrimmed(formData, 'min_deposit');
    const depositNumber = readTrimmed(formData, 'deposit_number');
    body.deposit_number = depositNumber ? toNumberOrText(depositNumber) : null;
  }
  return { body, langFields };
}

/** The fields the edit form posts beside the translations, and how each is sent. */
const EDIT_FIELDS = {
  message: (text: string) => text.trim(),
  wagering_multiple: toNumberOrText,
  valid_days: toNumberOrText,
  match_percent: toNumberOrText,
  max_amount: (text: string) => text.trim(),
  min_deposit: (text: string) => text.trim(),
  starts_at: fromDateTimeLocal,
  ends_at: fromDateTimeLocal,
} as const;

/** The form's values as the page showed them (the `seen` field), or null when unreadable. */
function readSeen(formData: FormData): Record<string, string> | null {
  try {
    const seen: unknown = JSON.parse(readFormText(formData, 'seen'));
    if (typeof seen !== 'object' || seen === null || Array.isArray(seen)) return null;
    const entries = Object.entries(seen).filter(([, value]) => typeof value === 'string');
    return Object.fromEntries(entries) as Record<string, string>;
  } catch {
    return null;
  }
}

/**
 * PATCH /api/admin/bonuses/offers/:code's body (BonusOfferUpdate): only the fields the staff
 * member changed from what the page showed them (`seen`, toEditValues of the offer then), so
 * an edit never sends back terms it did not touch, nor undoes a colleague's edit made in the
 * meantime. The translations go as one list when any of them changed. Fields the page did not
 * show (a free-spins offer has no match terms) are never sent.
 */
export function readOfferEdit(formData: FormData): OfferSubmission {
  const seen = readSeen(formData);
  const isChanged = (name: string) => {
    if (!formData.has(name)) return false;
    if (!seen) return true;
    return name in seen && readTrimmed(formData, name) !== seen[name]!.trim();
  };
  const body: Record<string, unknown> = {};
  for (const [name, toValue] of Object.entries(EDIT_FIELDS)) {
    if (isChanged(name)) body[name] = toValue(readFormText(formData, name));
  }
  if (!TRANSLATIONS.some(({ field }) => isChanged(field))) return { body, langFields: [] };
  const { lang, langFields } = readTranslations(formData);
  return { body: { ...body, lang }, langFields };
}

/**
 * The API's field errors under the form's fields: `lang.N.message` under the translation sent
 * N-th, `game_weights.slots` under `weight_slots`; the others are named alike.
 */
export function toOfferFieldErrors(errors: FieldErrors, langFields: readonly string[]) {
  const mapped: FieldErrors = {};
  for (const [key, texts] of Object.entries(errors)) {
    const lang = /^lang\.(\d+)(?:\.|$)/.exec(key);
    const weight = /^game_weights\.(\w+)$/.exec(key);
    const field = lang
      ? (langFields[Number(lang[1])] ?? 'lang')
      : weight
        ? `weight_${weight[1]}`
        : key;
    mapped[field] = [...(mapped[field] ?? []), ...(texts ?? [])];
  }
  return mapped;
}
