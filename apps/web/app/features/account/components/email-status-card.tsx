import type { User } from '@casino/contracts';
import { BadgeCheck, MailWarning, MailPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { SubmitButton } from '../../../components/ui/form-field';
import type { FormResult } from '../../../lib/forms';
import { FormAlert } from '../../../components/ui/form-alert';
import { SettingsCard } from './settings-page';

type EmailStatusCardProps = { user: User; result?: FormResult; pending: boolean };

/** spec §4: the e-mail is verified when email_verified_at is set; else offer a new link. */
export function EmailStatusCard({ user, result, pending }: EmailStatusCardProps) {
  const { t } = useTranslation();
  const isVerified = Boolean(user.email_verified_at);
  return (
    <SettingsCard
      title={t('settings.email.title')}
      aside={
        <Badge tone={isVerified ? 'success' : 'warning'} testId="email-status">
          {isVerified ? (
            <BadgeCheck className="size-3.5" aria-hidden />
          ) : (
            <MailWarning className="size-3.5" aria-hidden />
          )}
          {isVerified ? t('settings.email.verified') : t('settings.email.notVerified')}
        </Badge>
      }
    >
      <p className="text-sm break-words text-mist-300">
        {isVerified
          ? t('settings.email.verifiedText', { email: user.email })
          : t('settings.email.notVerifiedText', { email: user.email })}
      </p>
      {isVerified ? null : (
        <Form method="post" data-testid="resend-form" className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="resend" />
          <FormAlert result={result} />
          <SubmitButton
            pending={pending}
            pendingLabel={t('auth.submitting')}
            variant="secondary"
            size="md"
          >
            <MailPlus className="size-4" aria-hidden />
            {t('settings.email.resend')}
          </SubmitButton>
        </Form>
      )}
    </SettingsCard>
  );
}
