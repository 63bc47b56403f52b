import { z } from 'zod';
import type { ValidationKey } from './messages';

type Issue = z.core.$ZodRawIssue;

/**
 * Every zod issue becomes a key of the `validation` messages, so the server and the web
 * translate one catalogue (spec §5 texts) instead of zod's English. Schemas that need a
 * specific text pass the key as their message (e.g. `{ message: 'password_match' }`).
 */
export function toValidationKey(issue: Issue): ValidationKey {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid_type';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'required' : 'min_chars';
      if (issue.origin === 'array' || issue.origin === 'set') return 'min_items';
      return 'min_number';
    case 'too_big':
      if (issue.origin === 'string') return 'max_chars';
      if (issue.origin === 'array' || issue.origin === 'set') return 'max_items';
      return 'max_number';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalid_email' : 'invalid_format';
    case 'invalid_value':
      return 'invalid_value';
    case 'unrecognized_keys':
      return 'unknown_field';
    case 'not_multiple_of':
      return 'integer';
    default:
      return 'invalid';
  }
}

z.config({ customError: (issue) => toValidationKey(issue) });

/**
 * The placeholders a validation text fills from its issue: `{{minimum}}`, `{{maximum}}`,
 * `{{expected}}`, `{{values}}` (listed), and what a refine() passed in `params`. The server's
 * error answers and the web's forms fill the same catalogue texts with these.
 */
export function toIssueParams(issue: object): Record<string, unknown> {
  const fields = issue as Record<string, unknown>;
  // A refine() issue carries its placeholders one level down, in `params`.
  const nested =
    typeof fields.params === 'object' && fields.params !== null ? fields.params : undefined;
  const values = Array.isArray(fields.values) ? fields.values.map(String).join(', ') : undefined;
  return { ...fields, ...nested, ...(values === undefined ? {} : { values }) };
}

/** Whole-number query or form values arrive as strings; accept both. */
export const intParam = z.coerce.number().int();

export { z };
