import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthPlaceholder } from '../features/auth/components/auth-placeholder';

/** spec §2 /email/verify/{id}: open to everyone, like the link in the e-mail. */
export default function EmailVerifyPage() {
  const { t } = useTranslation();
  return (
    <AuthPlaceholder
      icon={MailCheck}
      title={t('auth.emailVerify')}
      lead={t('auth.emailVerifyLead')}
      fields={0}
      footer={
        <Link to="/email/resend" className="font-semibold text-brand-300 hover:text-brand-200">
          {t('auth.emailResend')}
        </Link>
      }
    />
  );
}
