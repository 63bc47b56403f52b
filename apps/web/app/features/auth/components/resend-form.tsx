import { MailPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmailField, SubmitButton } from '../../../components/ui/form-field';
import { ContractForm } from '../../../components/ui/contract-form';
import { fieldProps, useContractForm } from '../../../lib/contract-form';
import type { FormResult } from '../../../lib/forms';

type ResendFormProps = {
  /** The signed-in player's address: then the form is a single button. */
  userEmail: string | null;
  result?: FormResult;
  pending: boolean;
};

const loadSchema = () =>
  import('@casino/contracts/auth').then((contracts) => contracts.emailResendRequestSchema);

/**
 * spec §2 /email/resend: visitors type their e-mail (checked as POST /api/email/resend checks
 * it), signed-in players just press the button.
 */
export function ResendForm({ userEmail, result, pending }: ResendFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useContractForm({ schema: loadSchema, result });
  return (
    <ContractForm form={form} result={result} testId="resend-form" className="space-y-5">
      {userEmail ? (
        <p className="rounded-xl bg-white/[0.03] px-4 py-3 text-sm text-mist-300 ring-1 ring-white/5">
          {t('auth.emailResendFor', { email: userEmail })}
        </p>
      ) : (
        <EmailField label={t('auth.email')} {...fieldProps(fields.email)} />
      )}
      <SubmitButton pending={pending} pendingLabel={t('auth.submitting')} className="w-full">
        <MailPlus className="size-4" aria-hidden />
        {t('auth.emailResend')}
      </SubmitButton>
    </ContractForm>
  );
}
