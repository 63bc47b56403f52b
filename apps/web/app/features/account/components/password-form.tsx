import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { NewPasswordFields, SubmitButton, TextField } from '../../../components/ui/form-field';
import { getFieldError, type FormResult } from '../../../lib/forms';

type PasswordFormProps = { result?: FormResult; pending: boolean };

/**
 * spec §2 /settings/password: current, new and confirmation. spec §8: "account password
 * updated" on success, the server's account_password_updated_error text and field errors on
 * failure.
 */
export function PasswordForm({ result, pending }: PasswordFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // Passwords never stay in the fields once saved.
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      data-testid="password-form"
      className="max-w-xl space-y-4"
    >
      <FormAlert result={result} />
      <TextField
        label={t('settings.password.current')}
        name="current_password"
        type="password"
        autoComplete="current-password"
        error={getFieldError(result, 'current_password')}
      />
      <NewPasswordFields
        passwordLabel={t('settings.password.new')}
        confirmationLabel={t('settings.password.confirm')}
        errors={{
          password: getFieldError(result, 'password'),
          password_confirmation: getFieldError(result, 'password_confirmation'),
        }}
      />
      <div className="pt-2">
        <SubmitButton pending={pending} pendingLabel={t('auth.submitting')} size="md">
          {t('settings.password.submit')}
        </SubmitButton>
      </div>
    </Form>
  );
}
