import { parseDecimal, type CashbackTermsInput, type ValidationKey } from '@casino/contracts';
import { readFormText } from '../../../lib/forms';
import { isWholeNumberTerm, shownField, TERM_FIELDS, type TermField } from './cashback-terms';

export type ReadCashbackForm =
  | { change: CashbackTermsInput; values: Record<TermField, string> }
  | { problems: Partial<Record<TermField, ValidationKey>>; values: Record<TermField, string> };

/**
 * A whole number typed as decimal text ("12", "12.0") read from the text, never through a
 * float; null for anything else ("12.5", "1e2", "-3"). The API checks the bounds.
 */
function readWholeNumber(text: string): number | null {
  try {
    return Number(parseDecimal(text, 0));
  } catch {
    return null;
  }
}

/**
 * POST /api/admin/cashback's body from the terms form: only the terms that differ from what the
 * page showed (their `shown_*` fields), the numbers as whole numbers, `paid_as` as chosen (the
 * API names the choices when it is neither). A number field left empty or not whole is the
 * form's own problem, said without asking the API.
 */
export function readCashbackForm(formData: FormData): ReadCashbackForm {
  const read = (name: string) => readFormText(formData, name).trim();
  const values = Object.fromEntries(TERM_FIELDS.map((field) => [field, read(field)])) as Record<
    TermField,
    string
  >;
  const problems: Partial<Record<TermField, ValidationKey>> = {};
  const change: Record<string, number | string> = {};
  for (const field of TERM_FIELDS) {
    const shown = read(shownField(field));
    if (!isWholeNumberTerm(field)) {
      if (values[field] !== shown) change[field] = values[field];
      continue;
    }
    const number = readWholeNumber(values[field]);
    if (number === null) problems[field] = values[field] === '' ? 'required' : 'integer';
    else if (String(number) !== shown) change[field] = number;
  }
  if (Object.keys(problems).length > 0) return { problems, values };
  return { change: change as CashbackTermsInput, values };
}
