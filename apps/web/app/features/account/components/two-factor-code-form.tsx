import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { ButtonVariant } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/form-field';
import { OneTimeCodeField } from '../../../components/ui/one-time-code-field';
import { getFieldError, type FormResult } from '../../../lib/forms';
import type { TwoFactorIntent } from '../two-factor-data';

type TwoFactorCodeFormProps = {
  intent: Exclude<TwoFactorIntent, 'setup'>;
  /** The answer of this form's last submission; its failure shows here, a success above. */
  result?: FormResult;
  pending: boolean;
  /** The hint under the field: whether a recovery code counts too. */
  hint: string;
  submitLabel: string;
  variant?: ButtonVariant;
  /** Posted along with the code: the hidden fields of the pending setup. */
  children?: ReactNode;
};

/**
 * One of the security page's code forms (turn on, new recovery codes, turn off): the code field,
 * the API's words for a wrong code under it, anything else (a limit reached) in the alert.
 */
export function TwoFactorCodeForm({
  intent,
  result,
  pending,
  hint,
  submitLabel,
  variant = 'primary',
  children,
}: TwoFactorCodeFormProps) {
  const { t } = useTranslation();
  const failure = result && !result.ok ? result : undefined;
  return (
    <Form method="post" noValidate data-testid={`two-factor-${intent}-form`} className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <FormAlert result={failure} />
      <OneTimeCodeField
        label={t('twoFactor.code.label')}
        name="code"
        hint={hint}
        error={getFieldError(failure, 'code')}
        className="max-w-xs"
        // Turning it off takes a recovery code too (letters and a dash): not a digits keypad.
        inputMode={intent === 'disable' ? 'text' : 'numeric'}
      />
      <SubmitButton
        pending={pending}
        pendingLabel={t('auth.submitting')}
        size="md"
        variant={variant}
      >
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
