import { getFormProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { EmailField, SubmitButton } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { fieldProps, useContractForm } from '../../../lib/contract-form';
import type { FormResult } from '../../../lib/forms';

type ResetRequestFormProps = { result?: FormResult; pending: boolean };

const loadSchema = () =>
  import('@casino/contracts/auth').then((contracts) => contracts.passwordEmailRequestSchema);

/**
 * spec §2 /password/reset: asks for the e-mail, checked as POST /api/password/email checks it
 * (spec §5 "Invalid e-mail."); spec §8 answers in an alert.
 */
export function ResetRequestForm({ result, pending }: ResetRequestFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useContractForm({ schema: loadSchema, result });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      data-testid="reset-request-form"
      className="space-y-5"
    >
      <FormAlert result={result} />
      <EmailField label={t('auth.email')} {...fieldProps(fields.email)} />
      <SubmitButton pending={pending} pendingLabel={t('auth.submitting')} className="w-full">
        {t('auth.sendResetLink')}
      </SubmitButton>
    </Form>
  );
}
