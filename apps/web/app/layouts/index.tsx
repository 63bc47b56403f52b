import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { ChromeShell } from '../features/chrome/components/chrome-shell';

/** spec §2 index layout (/home): the default chrome with the promotions ribbon on top. */
export default function IndexLayout() {
  const { t } = useTranslation();
  return (
    <ChromeShell>
      <Link
        to="/promotions"
        className="mb-6 flex items-center gap-3 rounded-2xl bg-gradient-to-r from-brand-500/20 via-cyan-500/10 to-violet-500/20 px-4 py-3 text-sm ring-1 ring-white/10 transition hover:ring-brand-400/40"
      >
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-400 text-ink-950">
          <Gift className="size-4" aria-hidden />
        </span>
        <span className="font-semibold text-white">{t('landing.eyebrow')}</span>
        <span className="hidden text-mist-300 sm:inline">{t('landing.bonusCard.spins')}</span>
        <span className="ml-auto font-semibold text-brand-300">{t('nav.promotions')} →</span>
      </Link>
      <Outlet />
    </ChromeShell>
  );
}
