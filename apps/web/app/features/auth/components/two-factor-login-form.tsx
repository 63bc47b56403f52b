import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/form-field';
import { OneTimeCodeField } from '../../../components/ui/one-time-code-field';
import { getFieldError, type FormResult } from '../../../lib/forms';
import { TWO_FACTOR_INTENT, TWO_FACTOR_STEP_FIELDS, type TwoFactorStep } from '../two-factor-step';

type TwoFactorLoginFormProps = { step: TwoFactorStep; result?: FormResult; pending: boolean };

/**
 * The login's second step (issue 18): the authenticator code, or a recovery code, with the
 * password step's challenge in a hidden field, posted to the login action like the first step
 * (it works before the page's JavaScript has loaded). The API's words for a wrong code show
 * under the field; anything else (too many tries) in the alert.
 */
export function TwoFactorLoginForm({ step, result, pending }: TwoFactorLoginFormProps) {
  const { t } = useTranslation();
  const failure = result && !result.ok ? result : undefined;
  return (
    <Form
      method="post"
      action="/login"
      noValidate
      data-testid="two-factor-form"
      className="space-y-5"
    >
      <FormAlert result={failure} />
      <input type="hidden" name="intent" value={TWO_FACTOR_INTENT} />
      {TWO_FACTOR_STEP_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={step[name]} />
      ))}
      <OneTimeCodeField
        label={t('twoFactor.code.label')}
        name="code"
        hint={t('twoFactor.code.recoveryHint')}
        error={getFieldError(failure, 'code')}
        // A recovery code has letters and a dash: a digits-only keypad could not type it.
        inputMode="text"
        // The step asks for this one thing: the phone's code is typed or offered right here.
        autoFocus
      />
      <SubmitButton pending={pending} pendingLabel={t('auth.submitting')} className="w-full">
        {t('twoFactor.login.submit')}
      </SubmitButton>
      <p className="text-center text-sm">
        <Link to="/login" className="font-medium text-brand-300 hover:text-brand-200">
          {t('auth.backToLogin')}
        </Link>
      </p>
    </Form>
  );
}
