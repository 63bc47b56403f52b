import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthPlaceholder } from '../features/auth/components/auth-placeholder';
import { requireGuest } from '../lib/guards.server';
import type { Route } from './+types/password-reset';

export async function loader(args: Route.LoaderArgs) {
  await requireGuest(args);
  return null;
}

/** spec §2 /password/reset: request a reset link. */
export default function PasswordResetPage() {
  const { t } = useTranslation();
  return (
    <AuthPlaceholder
      icon={KeyRound}
      title={t('auth.passwordReset')}
      lead={t('auth.passwordResetLead')}
      fields={1}
      footer={
        <Link to="/login" className="font-semibold text-brand-300 hover:text-brand-200">
          {t('header.login')}
        </Link>
      }
    />
  );
}
