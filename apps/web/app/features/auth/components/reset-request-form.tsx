import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { EmailField, SubmitButton } from '../../../components/ui/form-field';
import { getFieldError, type FormResult } from '../../../lib/forms';
import { FormAlert } from '../../../components/ui/form-alert';

type ResetRequestFormProps = { result?: FormResult; pending: boolean };

/** spec §2 /password/reset: asks for the e-mail; spec §8 answers in an alert. */
export function ResetRequestForm({ result, pending }: ResetRequestFormProps) {
  const { t } = useTranslation();
  const values = result && !result.ok ? result.values : undefined;
  return (
    <Form method="post" noValidate data-testid="reset-request-form" className="space-y-5">
      <FormAlert result={result} />
      <EmailField
        label={t('auth.email')}
        defaultValue={values?.email}
        error={getFieldError(result, 'email')}
      />
      <SubmitButton pending={pending} pendingLabel={t('auth.submitting')} className="w-full">
        {t('auth.sendResetLink')}
      </SubmitButton>
    </Form>
  );
}
