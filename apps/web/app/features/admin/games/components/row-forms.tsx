import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { FieldError, SubmitButton } from '../../../../components/ui/form-field';
import { getFieldError, type FormResult } from '../../../../lib/forms';

/**
 * True while this row's form that posts `field` is being submitted: its intent, and (for rows
 * whose forms share an intent) its record, `[name, value]`.
 */
export function useRowPending(
  intent: string,
  field: string,
  record?: readonly [string, string],
): boolean {
  const navigation = useNavigation();
  const formData = navigation.formData;
  if (navigation.state === 'idle' || !formData) return false;
  if (formData.get('intent') !== intent || !formData.has(field)) return false;
  return !record || formData.get(record[0]) === record[1];
}

type RowFormProps = {
  /** What the form does (`game-12`, `launch-url`); the action answers with the row's intent. */
  intent: string;
  id: number | string;
  /** The record's id field name the action reads (`id`, or `code` for providers). */
  idName?: string;
  testId?: string;
  className?: string;
  children: ReactNode;
};

/** One small form of a table row, posting to the page's action without moving the page. */
export function RowForm({ intent, id, idName = 'id', testId, className, children }: RowFormProps) {
  return (
    <Form
      method="post"
      preventScrollReset
      data-testid={testId}
      className={clsx('flex items-start gap-2', className)}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={idName} value={id} />
      {children}
    </Form>
  );
}

type ToggleFormProps = {
  intent: string;
  id: number | string;
  idName?: string;
  /** The field and the value the button posts (the state it switches to). */
  field: string;
  value: string;
  /** What the button says, and its full name for screen readers (with the row's name). */
  label: string;
  ariaLabel: string;
  testId?: string;
};

/** A row's switch: one button posting the other state of `field`. */
export function ToggleForm({
  intent,
  id,
  idName,
  field,
  value,
  label,
  ariaLabel,
  testId,
}: ToggleFormProps) {
  const pending = useRowPending(intent, field, [idName ?? 'id', String(id)]);
  return (
    <RowForm intent={intent} id={id} idName={idName} testId={testId}>
      <input type="hidden" name={field} value={value} />
      <SubmitButton pending={pending} size="sm" variant="outline" aria-label={ariaLabel}>
        {label}
      </SubmitButton>
    </RowForm>
  );
}

/** A row field's error from the action's answer, when the answer was this row's. */
export function RowFieldError({
  result,
  intent,
  field,
}: {
  result?: FormResult;
  intent: string;
  field: string;
}) {
  const error = result && result.intent === intent ? getFieldError(result, field) : undefined;
  return <FieldError message={error} />;
}
