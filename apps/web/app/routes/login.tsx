import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthPlaceholder } from '../features/auth/components/auth-placeholder';
import { requireGuest } from '../lib/guards.server';
import type { Route } from './+types/login';

export async function loader(args: Route.LoaderArgs) {
  await requireGuest(args);
  return null;
}

/** spec §2 /login: sign in (the form arrives with the auth feature). */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthPlaceholder
      icon={LogIn}
      title={t('auth.login')}
      lead={t('auth.loginLead')}
      footer={
        <div className="flex flex-col gap-2">
          <Link to="/password/reset" className="font-medium text-mist-200 hover:text-white">
            {t('auth.forgotPassword')}
          </Link>
          <span>
            {t('auth.noAccount')}{' '}
            <Link to="/register" className="font-semibold text-brand-300 hover:text-brand-200">
              {t('header.register')}
            </Link>
          </span>
        </div>
      }
    />
  );
}
