import type { ErrorResponse } from '@casino/contracts';

/** Field name -> the server's texts for it (spec §8 `errors`). */
export type FieldErrors = Partial<Record<string, string[]>>;

/** What a form's action answers; `intent` tells apart several forms on one page. */
export type FormSuccess = { ok: true; intent?: string; message: string };
export type FormFailure = {
  ok: false;
  intent?: string;
  /** The alert text; empty when the failure shows nothing (spec §8: a 401 on login). */
  message: string;
  fieldErrors: FieldErrors;
  /** What the visitor typed (never passwords), refilled after a plain HTML post. */
  values?: Record<string, string>;
  /** The HTTP status it came with: 500 and above show as the error alert dialog (spec §8). */
  status?: number;
};
export type FormResult = FormSuccess | FormFailure;

/** A text field as submitted; missing fields and file inputs read as ''. */
export function readFormText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/** The named text fields as submitted (each read as readFormText does), by name. */
export function readFormTexts<Name extends string>(
  formData: FormData,
  names: readonly Name[],
): Record<Name, string> {
  const texts = names.map((name) => [name, readFormText(formData, name)]);
  return Object.fromEntries(texts) as Record<Name, string>;
}

/**
 * spec §8 login and registration errors: the server message followed by the first e-mail
 * error, else the first password error. A detail that repeats the message is not doubled.
 */
export function composeAuthErrorText(body: Pick<ErrorResponse, 'message' | 'errors'>): string {
  const detail = body.errors?.email?.[0] ?? body.errors?.password?.[0];
  if (!detail || detail === body.message) return body.message;
  return `${body.message} ${detail}`;
}

/**
 * The alert text of a form whose `field` the API judges (a two-factor code): empty when the
 * message only repeats that field's error, which then shows under the field alone.
 */
export function composeFieldErrorText(
  body: Pick<ErrorResponse, 'message' | 'errors'>,
  field: string,
): string {
  return body.errors?.[field]?.includes(body.message) ? '' : body.message;
}

/** The result of one form of the page, when the last submission was that form's. */
export function selectFormResult<R extends FormResult>(
  result: R | undefined | null,
  intent: string,
): R | undefined {
  return result && result.intent === intent ? result : undefined;
}

/**
 * The first error for a field. A text the alert already says (a bad reset link answers the
 * same sentence as message and as errors.email) is not repeated under the field.
 */
export function getFieldError(
  result: FormResult | undefined | null,
  field: string,
): string | undefined {
  if (!result || result.ok) return undefined;
  const first = result.fieldErrors[field]?.[0];
  return first && first !== result.message ? first : undefined;
}

/** A resource route's answer: the API's body, or the failure with the server's words. */
export type Loaded<T> = T | FormFailure;

/** Tells a failure from a loaded API body (bodies carry no `ok: false`). */
export function isFormFailure<T extends object>(
  result: Loaded<T> | null | undefined,
): result is FormFailure {
  return !!result && 'ok' in result && result.ok === false;
}
