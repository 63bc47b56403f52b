import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { DemoBadge } from '../components/ui/demo-badge';
import { Logo } from '../components/ui/logo';
import { LanguageSwitcher } from '../features/chrome/components/language-switcher';
import { useAppName } from '../lib/brand';

/**
 * spec §2 simple layout: the logo and no drawers around centred content (auth pages). Each page
 * brings its own card, so login and register can set the not-authenticated panel beside theirs.
 */
export default function SimpleLayout() {
  const { t } = useTranslation();
  const appName = useAppName();
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden">
      <div aria-hidden className="absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_50%_-10%,rgb(16_185_129/0.16),transparent_70%)]" />
        <div className="absolute inset-0 bg-[radial-gradient(40rem_30rem_at_100%_100%,rgb(124_58_237/0.14),transparent_70%)]" />
      </div>
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-5 sm:px-6">
        <div className="flex items-center gap-3">
          <Logo />
          <DemoBadge />
        </div>
        <LanguageSwitcher />
      </header>
      <main
        id="main"
        className="flex flex-1 flex-col items-center justify-center px-4 py-6 sm:py-10"
      >
        <Outlet />
      </main>
      <footer className="flex flex-col items-center gap-2 px-4 py-6 text-xs text-mist-500">
        <Link
          to="/casino"
          className="inline-flex items-center gap-1.5 font-medium text-mist-300 hover:text-white"
        >
          <ArrowLeft className="size-3.5" aria-hidden />
          {t('auth.backToCasino')}
        </Link>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), name: appName })}</p>
      </footer>
    </div>
  );
}
