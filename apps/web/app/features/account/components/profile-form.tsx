import type { Currency, User } from '@casino/contracts';
import { getFormProps } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { EmailField, SelectField, TextField } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { fieldProps, useContractForm } from '../../../lib/contract-form';
import type { FormResult } from '../../../lib/forms';
import { SettingsSubmit } from './settings-page';

const CURRENCY_OPTIONS: Currency[] = ['EUR', 'USD'];

type ProfileFormProps = { user: User; result?: FormResult; pending: boolean };

const loadSchema = () =>
  import('@casino/contracts/auth').then((contracts) => contracts.profileUpdateRequestSchema);

/**
 * spec §2 /settings/profile: name, e-mail and currency, checked as PATCH /api/settings/profile
 * checks them (spec §5: "Min 8 characters" for the name, "Invalid e-mail."). A new e-mail needs
 * the current password (issue 11 §6, the server's rule); the field never keeps its value.
 */
export function ProfileForm({ user, result, pending }: ProfileFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useContractForm({
    schema: loadSchema,
    result,
    defaultValue: { name: user.name, email: user.email, currency: user.currency },
  });
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // The password never stays in the field once the server has answered.
    if (passwordRef.current) passwordRef.current.value = '';
  }, [result]);

  return (
    <Form method="post" {...getFormProps(form)} data-testid="profile-form" className="space-y-4">
      <input type="hidden" name="intent" value="profile" />
      <FormAlert result={result} />
      <TextField label={t('auth.name')} autoComplete="name" {...fieldProps(fields.name)} />
      <EmailField label={t('auth.email')} {...fieldProps(fields.email)} />
      <TextField
        ref={passwordRef}
        label={t('settings.profile.currentPassword')}
        type="password"
        autoComplete="current-password"
        hint={t('settings.profile.currentPasswordHint')}
        {...fieldProps(fields.current_password)}
      />
      <SelectField
        label={t('auth.currency')}
        {...fieldProps(fields.currency)}
        options={CURRENCY_OPTIONS.map((currency) => ({
          value: currency,
          label: t(`auth.currencies.${currency}`),
        }))}
      />
      <SettingsSubmit pending={pending}>{t('settings.save')}</SettingsSubmit>
    </Form>
  );
}
