import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import {
  CheckboxField,
  EmailField,
  SubmitButton,
  TextField,
} from '../../../components/ui/form-field';
import type { FormResult } from '../../../lib/forms';
import { FormAlert } from '../../../components/ui/form-alert';

type LoginFormProps = { result?: FormResult; pending: boolean };

/**
 * spec §2 login: e-mail, password and "remember me" (on by default). Errors show only in the
 * alert (spec §8: message plus the first e-mail, else password, error); the fields are marked.
 */
export function LoginForm({ result, pending }: LoginFormProps) {
  const { t } = useTranslation();
  const failure = result && !result.ok ? result : undefined;
  const values = failure?.values;
  return (
    <Form method="post" action="/login" noValidate data-testid="login-form" className="space-y-5">
      <FormAlert result={result} />
      <EmailField
        label={t('auth.email')}
        defaultValue={values?.email}
        aria-invalid={failure?.fieldErrors.email ? true : undefined}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        aria-invalid={failure?.fieldErrors.password ? true : undefined}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField
          label={t('auth.remember')}
          name="remember"
          value="1"
          defaultChecked={values ? values.remember === '1' : true}
        />
        <Link
          to="/password/reset"
          className="text-sm font-medium text-brand-300 hover:text-brand-200"
        >
          {t('auth.forgotPassword')}
        </Link>
      </div>
      <SubmitButton pending={pending} pendingLabel={t('auth.submitting')} className="w-full">
        {t('auth.submitLogin')}
      </SubmitButton>
    </Form>
  );
}
