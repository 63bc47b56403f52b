import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthPlaceholder } from '../features/auth/components/auth-placeholder';
import { requireGuest } from '../lib/guards.server';
import type { Route } from './+types/password-reset-token';

export async function loader(args: Route.LoaderArgs) {
  await requireGuest(args);
  return null;
}

/** spec §2 /password/reset/{token}: choose the new password. */
export default function PasswordResetTokenPage() {
  const { t } = useTranslation();
  return (
    <AuthPlaceholder
      icon={LockKeyhole}
      title={t('auth.passwordNew')}
      lead={t('auth.passwordNewLead')}
      fields={3}
      footer={
        <Link to="/login" className="font-semibold text-brand-300 hover:text-brand-200">
          {t('header.login')}
        </Link>
      }
    />
  );
}
