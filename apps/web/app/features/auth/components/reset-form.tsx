import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { SubmitButton, TextField } from '../../../components/ui/form-field';
import { getFieldError, type FormResult } from '../../../lib/forms';
import { FormAlert } from '../../../components/ui/form-alert';

type ResetFormProps = {
  token: string;
  /** From the mailed link's ?email=. */
  defaultEmail: string;
  result?: FormResult;
  pending: boolean;
};

/** spec §2 /password/reset/{token}: the new password; on success the way back to login. */
export function ResetForm({ token, defaultEmail, result, pending }: ResetFormProps) {
  const { t } = useTranslation();
  if (result?.ok) {
    return (
      <Alert
        tone="success"
        testId="auth-alert"
        action={
          <ButtonLink to="/login" size="sm">
            <LogIn className="size-4" aria-hidden />
            {t('auth.goToLogin')}
          </ButtonLink>
        }
      >
        {result.message}
      </Alert>
    );
  }
  const values = result?.values;
  return (
    <Form method="post" noValidate data-testid="reset-form" className="space-y-4">
      <FormAlert result={result} />
      <input type="hidden" name="token" value={token} />
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={values?.email ?? defaultEmail}
        error={getFieldError(result, 'email')}
      />
      <TextField
        label={t('auth.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        error={getFieldError(result, 'password')}
      />
      <TextField
        label={t('auth.passwordConfirmation')}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        error={getFieldError(result, 'password_confirmation')}
      />
      <SubmitButton pending={pending} pendingLabel={t('auth.submitting')} className="mt-2 w-full">
        {t('auth.saveNewPassword')}
      </SubmitButton>
    </Form>
  );
}
