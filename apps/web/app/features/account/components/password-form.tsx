import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/ui/contract-form';
import { NewPasswordFields, TextField } from '../../../components/ui/form-field';
import { fieldProps, useContractForm } from '../../../lib/contract-form';
import type { FormResult } from '../../../lib/forms';
import { SettingsSubmit } from './settings-page';

type PasswordFormProps = { result?: FormResult; pending: boolean };

const loadSchema = () =>
  import('@casino/contracts/auth').then((contracts) => contracts.passwordUpdateRequestSchema);

/**
 * spec §2 /settings/password: current, new and confirmation, checked as PATCH
 * /api/settings/password checks them (spec §5: "Min 8 characters", "Password not match, please
 * check it to continue"). spec §8: "account password updated" on success, the server's
 * account_password_updated_error text and field errors on failure.
 */
export function PasswordForm({ result, pending }: PasswordFormProps) {
  const { t } = useTranslation();
  // Passwords never stay in the fields once saved.
  const [form, fields] = useContractForm({ schema: loadSchema, result, resetOnSuccess: true });
  return (
    <ContractForm form={form} result={result} testId="password-form" className="max-w-xl space-y-4">
      <TextField
        label={t('settings.password.current')}
        type="password"
        autoComplete="current-password"
        {...fieldProps(fields.current_password)}
      />
      <NewPasswordFields
        passwordLabel={t('settings.password.new')}
        confirmationLabel={t('settings.password.confirm')}
        fields={fields}
      />
      <SettingsSubmit pending={pending}>{t('settings.password.submit')}</SettingsSubmit>
    </ContractForm>
  );
}
