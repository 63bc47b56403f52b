import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from './auth-card';

/** The one-task auth pages; each names its title `auth.<task>` and its lead `auth.<task>Lead`. */
type AuthTask = 'passwordReset' | 'passwordNew' | 'emailResend';

/** The link under an auth task's card (back to sign in, to the profile). */
export function AuthFooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand-300 hover:text-brand-200">
      {children}
    </Link>
  );
}

/**
 * A password or e-mail task alone on the simple layout (spec §2 /password/reset,
 * /password/reset/{token}, /email/resend): its icon, title and lead, the form, and the way back
 * to sign in unless `footer` says otherwise.
 */
export function AuthTaskCard({
  task,
  icon,
  footer,
  children,
}: {
  task: AuthTask;
  icon: LucideIcon;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AuthCard
      className="max-w-md"
      icon={icon}
      title={t(`auth.${task}`)}
      lead={t(`auth.${task}Lead`)}
      footer={footer ?? <AuthFooterLink to="/login">{t('auth.backToLogin')}</AuthFooterLink>}
    >
      {children}
    </AuthCard>
  );
}
