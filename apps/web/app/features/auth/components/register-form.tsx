import type { Currency } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import {
  CheckboxField,
  EmailField,
  NewPasswordFields,
  SelectField,
  SubmitButton,
  TextField,
} from '../../../components/ui/form-field';
import { getFieldError, type FormResult } from '../../../lib/forms';
import { FormAlert } from '../../../components/ui/form-alert';

type RegisterFormProps = { result?: FormResult; pending: boolean; refId?: string };

/** spec §9: EUR is the default fiat, so it comes first. */
const CURRENCY_OPTIONS: Currency[] = ['EUR', 'USD'];

/**
 * spec §2 sign up: name, e-mail, password twice, currency (EUR by default), the 18+/terms
 * checkbox and, from /register/{refId}, the referral code. Server errors show under each field.
 */
export function RegisterForm({ result, pending, refId }: RegisterFormProps) {
  const { t } = useTranslation();
  const values = result && !result.ok ? result.values : undefined;
  return (
    <Form method="post" noValidate data-testid="register-form" className="space-y-4">
      <FormAlert result={result} />
      {refId ? <input type="hidden" name="ref_id" value={refId} /> : null}
      <TextField
        label={t('auth.name')}
        name="name"
        autoComplete="name"
        defaultValue={values?.name}
        error={getFieldError(result, 'name')}
      />
      <EmailField
        label={t('auth.email')}
        defaultValue={values?.email}
        error={getFieldError(result, 'email')}
      />
      <NewPasswordFields
        passwordLabel={t('auth.password')}
        confirmationLabel={t('auth.passwordConfirmation')}
        errors={{
          password: getFieldError(result, 'password'),
          password_confirmation: getFieldError(result, 'password_confirmation'),
        }}
        className="grid gap-4 sm:grid-cols-2"
      />
      <SelectField
        label={t('auth.currency')}
        name="currency"
        defaultValue={values?.currency ?? 'EUR'}
        error={getFieldError(result, 'currency')}
        options={CURRENCY_OPTIONS.map((currency) => ({
          value: currency,
          label: t(`auth.currencies.${currency}`),
        }))}
      />
      <CheckboxField
        name="terms"
        value="1"
        defaultChecked={values?.terms === '1'}
        error={getFieldError(result, 'terms')}
        label={
          <>
            {t('auth.termsBefore')}
            <Link
              to="/policies/terms-and-conditions"
              target="_blank"
              className="font-medium text-brand-300 underline-offset-2 hover:text-brand-200 hover:underline"
            >
              {t('auth.termsLink')}
            </Link>
            {t('auth.termsAfter')}
          </>
        }
      />
      <SubmitButton pending={pending} pendingLabel={t('auth.submitting')} className="w-full">
        {t('auth.submitRegister')}
      </SubmitButton>
    </Form>
  );
}
