import { useTranslation } from 'react-i18next';
import { EmailField, SubmitButton } from '../../../components/ui/form-field';
import { ContractForm } from '../../../components/ui/contract-form';
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
    <ContractForm form={form} result={result} testId="reset-request-form" className="space-y-5">
      <EmailField label={t('auth.email')} {...fieldProps(fields.email)} />
      <SubmitButton pending={pending} pendingLabel={t('auth.submitting')} className="w-full">
        {t('auth.sendResetLink')}
      </SubmitButton>
    </ContractForm>
  );
}
