import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AuthPlaceholder } from '../features/auth/components/auth-placeholder';
import { requireGuest } from '../lib/guards.server';
import type { Route } from './+types/register';

export async function loader(args: Route.LoaderArgs) {
  await requireGuest(args);
  return null;
}

/** spec §2 /register and /register/{refId}: sign up, optionally through a referral link. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { refId } = useParams();
  return (
    <AuthPlaceholder
      icon={UserPlus}
      title={t('auth.register')}
      lead={t('auth.registerLead')}
      note={refId ? t('auth.referral', { refId }) : undefined}
      fields={4}
      footer={
        <span>
          {t('auth.haveAccount')}{' '}
          <Link to="/login" className="font-semibold text-brand-300 hover:text-brand-200">
            {t('header.login')}
          </Link>
        </span>
      }
    />
  );
}
