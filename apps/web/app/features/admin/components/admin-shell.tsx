import type { StaffRole, User } from '@casino/contracts';
import { Headset, LogOut, ShieldCheck, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DemoBadge } from '../../../components/ui/demo-badge';
import { Logo } from '../../../components/ui/logo';
import { LogoutForm } from '../../../components/ui/logout-form';
import type { AdminSectionId } from '../admin-sections';
import { AdminNav } from './admin-nav';
import { RoleBadge } from './role-badge';

/** A signed-in staff member as the console shows them. */
export type StaffMember = User & { role: StaffRole };

type AdminShellProps = {
  staff: StaffMember;
  sections: readonly AdminSectionId[];
  /** The site's language switcher (the chrome feature's; the layout composes the two). */
  languageSwitcher: ReactNode;
  children: ReactNode;
};

/**
 * The back office's frame (issue 17): a header with the console's name, the Demo marker, the
 * way back to the casino (or to the support console), the language, the staff member with
 * their role, and logout; the permitted sections beside the page (below the header on a
 * tablet). Desktop first, usable from 768 px.
 */
export function AdminShell({ staff, sections, languageSwitcher, children }: AdminShellProps) {
  const { t } = useTranslation('admin');
  const isSupportAgent = staff.customer_support_user === 1;
  return (
    <div className="flex min-h-dvh flex-col bg-ink-950" data-testid="admin-shell">
      <header className="sticky top-0 z-40 border-b border-white/5 bg-ink-900/90 backdrop-blur-xl">
        <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
          <Logo compact />
          <DemoBadge />
          <span className="inline-flex items-center gap-1.5 rounded-full bg-violet-500/15 px-3 py-1 text-xs font-semibold whitespace-nowrap text-violet-200 ring-1 ring-violet-400/20">
            <ShieldCheck className="size-3.5" aria-hidden />
            {t('backOffice')}
          </span>
          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            <Link
              to={isSupportAgent ? '/customersupport' : '/'}
              className="hidden items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm whitespace-nowrap text-mist-300 transition-colors hover:bg-white/5 hover:text-white lg:inline-flex"
            >
              {isSupportAgent ? (
                <Headset className="size-4" aria-hidden />
              ) : (
                <Store className="size-4" aria-hidden />
              )}
              {isSupportAgent ? t('shell.supportConsole') : t('shell.casino')}
            </Link>
            {languageSwitcher}
            <div className="flex min-w-0 items-center gap-2" data-testid="admin-staff">
              <div className="hidden min-w-0 text-right leading-tight sm:block">
                <p className="max-w-48 truncate text-sm font-semibold text-white">{staff.name}</p>
                <p className="hidden max-w-48 truncate text-xs text-mist-400 lg:block">
                  {staff.email}
                </p>
              </div>
              <RoleBadge role={staff.role} />
            </div>
            <LogoutForm>
              <Button type="submit" variant="outline" size="sm" data-testid="admin-logout">
                <LogOut className="size-4" aria-hidden />
                <span className="hidden lg:inline">{t('shell.logout')}</span>
                <span className="sr-only lg:hidden">{t('shell.logout')}</span>
              </Button>
            </LogoutForm>
          </div>
        </div>
      </header>
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <aside className="border-b border-white/5 bg-ink-900 lg:w-60 lg:shrink-0 lg:border-r lg:border-b-0">
          <div className="lg:sticky lg:top-16">
            <AdminNav sections={sections} />
          </div>
        </aside>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
