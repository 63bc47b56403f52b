import type { CashbackTerms } from '@casino/contracts';

/*
 * The cashback form's fields: the API's names for the terms, and for each a hidden field with
 * the value the page showed, so that a save sends only what the staff member changed (the API
 * keeps what is not sent) and never undoes a colleague's change made in the meantime.
 */

/** Every term, in the form's order. */
export const TERM_FIELDS = [
  'base_percent',
  'max_percent',
  'paid_as',
  'wagering_multiple',
  'bonus_days',
] as const;
export type TermField = (typeof TERM_FIELDS)[number];

/** The terms that are whole numbers: all but how it is paid. */
export const isWholeNumberTerm = (field: TermField) => field !== 'paid_as';

export const PAID_AS = ['cash', 'bonus'] as const satisfies readonly CashbackTerms['paid_as'][];

/** The hidden field that carries what the page showed for `field`. */
export const shownField = (field: TermField) => `shown_${field}` as const;

/** The terms as the form's text values. */
export function toTermValues(terms: CashbackTerms): Record<TermField, string> {
  const values = TERM_FIELDS.map((field) => [field, String(terms[field])]);
  return Object.fromEntries(values) as Record<TermField, string>;
}
