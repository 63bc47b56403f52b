import { MailPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { EmailField, SubmitButton } from '../../../components/ui/form-field';
import { getFieldError, type FormResult } from '../../../lib/forms';
import { FormAlert } from '../../../components/ui/form-alert';

type ResendFormProps = {
  /** The signed-in player's address: then the form is a single button. */
  userEmail: string | null;
  result?: FormResult;
  pending: boolean;
};

/** spec §2 /email/resend: visitors type their e-mail, signed-in players just press the button. */
export function ResendForm({ userEmail, result, pending }: ResendFormProps) {
  const { t } = useTranslation();
  const values = result && !result.ok ? result.values : undefined;
  return (
    <Form method="post" noValidate data-testid="resend-form" className="space-y-5">
      <FormAlert result={result} />
      {userEmail ? (
        <p className="rounded-xl bg-white/[0.03] px-4 py-3 text-sm text-mist-300 ring-1 ring-white/5">
          {t('auth.emailResendFor', { email: userEmail })}
        </p>
      ) : (
        <EmailField
          label={t('auth.email')}
          defaultValue={values?.email}
          error={getFieldError(result, 'email')}
        />
      )}
      <SubmitButton pending={pending} pendingLabel={t('auth.submitting')} className="w-full">
        <MailPlus className="size-4" aria-hidden />
        {t('auth.emailResend')}
      </SubmitButton>
    </Form>
  );
}
