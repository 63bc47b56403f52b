import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { EmailField, NewPasswordFields, SubmitButton } from '../../../components/ui/form-field';
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
      <EmailField
        label={t('auth.email')}
        defaultValue={values?.email ?? defaultEmail}
        error={getFieldError(result, 'email')}
      />
      <NewPasswordFields
        passwordLabel={t('auth.newPassword')}
        confirmationLabel={t('auth.passwordConfirmation')}
        errors={{
          password: getFieldError(result, 'password'),
          password_confirmation: getFieldError(result, 'password_confirmation'),
        }}
      />
      <SubmitButton pending={pending} pendingLabel={t('auth.submitting')} className="mt-2 w-full">
        {t('auth.saveNewPassword')}
      </SubmitButton>
    </Form>
  );
}
