import { MailPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthPlaceholder } from '../features/auth/components/auth-placeholder';

/** spec §2 /email/resend: send the verification e-mail again. */
export default function EmailResendPage() {
  const { t } = useTranslation();
  return (
    <AuthPlaceholder
      icon={MailPlus}
      title={t('auth.emailResend')}
      lead={t('auth.emailResendLead')}
      fields={1}
      footer={
        <Link to="/login" className="font-semibold text-brand-300 hover:text-brand-200">
          {t('header.login')}
        </Link>
      }
    />
  );
}
