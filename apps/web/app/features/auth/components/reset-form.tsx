import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { EmailField, NewPasswordFields, SubmitButton } from '../../../components/ui/form-field';
import { ContractForm } from '../../../components/ui/contract-form';
import { fieldProps, useContractForm } from '../../../lib/contract-form';
import type { FormResult } from '../../../lib/forms';

type ResetFormProps = {
  token: string;
  /** From the mailed link's ?email=. */
  defaultEmail: string;
  result?: FormResult;
  pending: boolean;
};

const loadSchema = () =>
  import('@casino/contracts/auth').then((contracts) => contracts.passwordResetRequestSchema);

/**
 * spec §2 /password/reset/{token}: the new password, checked as POST /api/password/reset checks
 * it (spec §5: "Min 8 characters", "Password must match"); on success the way back to login.
 */
export function ResetForm({ token, defaultEmail, result, pending }: ResetFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useContractForm({
    schema: loadSchema,
    result,
    defaultValue: { email: defaultEmail },
  });
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
  return (
    <ContractForm form={form} result={result} testId="reset-form" className="space-y-4">
      <input type="hidden" name="token" value={token} />
      <EmailField label={t('auth.email')} {...fieldProps(fields.email)} />
      <NewPasswordFields
        passwordLabel={t('auth.newPassword')}
        confirmationLabel={t('auth.passwordConfirmation')}
        fields={fields}
      />
      <SubmitButton pending={pending} pendingLabel={t('auth.submitting')} className="mt-2 w-full">
        {t('auth.saveNewPassword')}
      </SubmitButton>
    </ContractForm>
  );
}
