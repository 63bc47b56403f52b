import type { Currency, User } from '@casino/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import {
  EmailField,
  SelectField,
  SubmitButton,
  TextField,
} from '../../../components/ui/form-field';
import { getFieldError, type FormResult } from '../../../lib/forms';
import { FormAlert } from '../../../components/ui/form-alert';

const CURRENCY_OPTIONS: Currency[] = ['EUR', 'USD'];

type ProfileFormProps = { user: User; result?: FormResult; pending: boolean };

/**
 * spec §2 /settings/profile: name, e-mail and currency (PATCH /api/settings/profile). A new
 * e-mail needs the current password (issue 11 §6); the field never keeps its value.
 */
export function ProfileForm({ user, result, pending }: ProfileFormProps) {
  const { t } = useTranslation();
  const values = result && !result.ok ? result.values : undefined;
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // The password never stays in the field once the server has answered.
    if (passwordRef.current) passwordRef.current.value = '';
  }, [result]);

  return (
    <Form method="post" noValidate data-testid="profile-form" className="space-y-4">
      <input type="hidden" name="intent" value="profile" />
      <FormAlert result={result} />
      <TextField
        label={t('auth.name')}
        name="name"
        autoComplete="name"
        defaultValue={values?.name ?? user.name}
        error={getFieldError(result, 'name')}
      />
      <EmailField
        label={t('auth.email')}
        defaultValue={values?.email ?? user.email}
        error={getFieldError(result, 'email')}
      />
      <TextField
        ref={passwordRef}
        label={t('settings.profile.currentPassword')}
        name="current_password"
        type="password"
        autoComplete="current-password"
        hint={t('settings.profile.currentPasswordHint')}
        error={getFieldError(result, 'current_password')}
      />
      <SelectField
        label={t('auth.currency')}
        name="currency"
        defaultValue={values?.currency ?? user.currency}
        error={getFieldError(result, 'currency')}
        options={CURRENCY_OPTIONS.map((currency) => ({
          value: currency,
          label: t(`auth.currencies.${currency}`),
        }))}
      />
      <div className="pt-2">
        <SubmitButton pending={pending} pendingLabel={t('auth.submitting')} size="md">
          {t('settings.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}
