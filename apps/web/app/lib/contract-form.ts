import {
  parse,
  type FieldMetadata,
  useForm,
  type DefaultValue,
  type Submission,
  type SubmissionResult,
} from '@conform-to/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormResult } from './forms';
import type { input } from 'zod/v4/core';
import type { ContractSchema, loadValidator } from './contract-validation';

/**
 * Where a form's contract schema comes from. The schema module (and zod with it, about 27 KB
 * gzip) loads after the page is interactive, so the initial JavaScript stays within its
 * budget (decision 026); until then the form posts and the server's answer, checked by the
 * very same schema, says what is wrong.
 */
export type SchemaLoader<Schema extends ContractSchema = ContractSchema> = () => Promise<Schema>;

/** The fields of a schema's form: what the request takes, before zod's transforms. */
type FormValues<Schema extends ContractSchema> =
  input<Schema> extends Record<string, unknown> ? input<Schema> : Record<string, unknown>;

type ContractFormOptions<Schema extends ContractSchema> = {
  /** The zod schema the API validates this form's body with (packages/contracts). */
  schema: SchemaLoader<Schema>;
  /** The last answer of the form's action or fetcher: the server's errors and kept values. */
  result?: FormResult | null;
  defaultValue?: DefaultValue<FormValues<Schema>>;
  /** Empty the fields once the action succeeds (passwords, a sent tip). */
  resetOnSuccess?: boolean;
  /** When a field is first checked; later checks follow each keystroke. */
  shouldValidate?: 'onSubmit' | 'onBlur' | 'onInput';
  id?: string;
};

/**
 * Conform's form state bound to a contract schema: the same zod schema checks the fields in
 * the browser (texts from the `validation` catalogue, as the server answers them) and the
 * request on the server. The action's `FormFailure` comes back as Conform's last result, so
 * client and server errors show in the same place.
 */
export function useContractForm<Schema extends ContractSchema>({
  schema: loadSchema,
  result,
  defaultValue,
  resetOnSuccess = false,
  shouldValidate = 'onBlur',
  id,
}: ContractFormOptions<Schema>) {
  const { t } = useTranslation();
  const validator = useContractValidator(loadSchema);
  const lastResult = useMemo(
    () => toSubmissionResult(result, { resetOnSuccess }),
    [result, resetOnSuccess],
  );
  return useForm<FormValues<Schema>>({
    id,
    lastResult,
    defaultValue,
    // Conform checks a field by submitting the form with a "validate" intent; without the
    // schema nothing would stop that submission, and the action would run. Until it has
    // loaded, only a real submit checks (and posts).
    shouldValidate: validator ? shouldValidate : 'onSubmit',
    shouldRevalidate: validator ? 'onInput' : 'onSubmit',
    onValidate: ({ formData }) =>
      validator
        ? (validator(formData, t) as Submission<FormValues<Schema>>)
        : // Not loaded yet: a real submit gets no verdict, so it posts and the server checks
          // it; any intent of Conform's own (validate, reset) is held back, never posted.
          parse(formData, { resolve: (_value, intent) => ({ error: intent ? {} : null }) }),
  });
}

export type Validator = Awaited<ReturnType<typeof loadValidator>>;

/** The form's validator once its schema has loaded after hydration; null until then. */
export function useContractValidator(loadSchema: SchemaLoader<ContractSchema>): Validator | null {
  const [validator, setValidator] = useState<Validator | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('./contract-validation')
      .then(({ loadValidator }) => loadValidator(loadSchema))
      .then((loaded) => {
        if (isCurrent) setValidator(() => loaded);
      });
    return () => {
      isCurrent = false;
    };
    // The loader is a module-level constant of each form; loading once per mount is the intent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return validator;
}

/**
 * An action's answer as Conform's submission result: on failure the field texts under their
 * fields (a text the alert already says is not repeated) and the typed values to refill after a
 * plain HTML post; on success, when asked, an empty form.
 */
export function toSubmissionResult(
  result: FormResult | null | undefined,
  { resetOnSuccess = false } = {},
): SubmissionResult | undefined {
  if (!result) return undefined;
  // Conform empties the form for a result whose initial value is null.
  if (result.ok) return resetOnSuccess ? { status: 'success', initialValue: null } : undefined;
  const error: Record<string, string[]> = {};
  for (const [field, texts] of Object.entries(result.fieldErrors)) {
    const shown = (texts ?? []).filter((text) => text !== result.message);
    if (shown.length > 0) error[field] = shown;
  }
  // Conform shows an error only for a field it counts as checked: the server checked them all.
  const validated = Object.fromEntries(Object.keys(error).map((field) => [field, true]));
  return { status: 'error', initialValue: result.values, error, state: { validated } };
}

/** What a labelled field (TextField, SelectField) takes from Conform's metadata of it. */
export function fieldProps<Value>(field: FieldMetadata<Value>) {
  const initial = field.initialValue;
  return {
    name: field.name,
    defaultValue: typeof initial === 'string' ? initial : undefined,
    error: field.errors?.[0],
  };
}
