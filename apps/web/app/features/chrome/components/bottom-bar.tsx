import { clsx } from 'clsx';
import { LayoutGrid, Menu, Search, Tv } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LIVE_CASINO_PATH, isNavLinkActive } from '../nav-links';

type BottomBarProps = { onOpenMenu: () => void; onOpenSearch: () => void };

const ITEM =
  'flex flex-1 flex-col items-center justify-center gap-1 text-[0.7rem] font-medium transition-colors';

function ItemContent({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      {icon}
      <span className="max-w-full truncate px-1">{label}</span>
    </>
  );
}

/** spec §2, §9: the mobile bottom bar (menu, search, lobby, live casino), below 768 px only. */
export function BottomBar({ onOpenMenu, onOpenSearch }: BottomBarProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const isLobby = isNavLinkActive('/casino', location);
  const isLive = isNavLinkActive(LIVE_CASINO_PATH, location);
  return (
    <nav
      data-testid="bottom-bar"
      aria-label={t('nav.menu')}
      className="fixed inset-x-0 bottom-0 z-40 flex h-16 border-t border-white/5 bg-ink-900/95 pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <button type="button" onClick={onOpenMenu} className={clsx(ITEM, 'text-mist-400')}>
        <ItemContent icon={<Menu className="size-5" aria-hidden />} label={t('nav.menu')} />
      </button>
      <button type="button" onClick={onOpenSearch} className={clsx(ITEM, 'text-mist-400')}>
        <ItemContent icon={<Search className="size-5" aria-hidden />} label={t('search.title')} />
      </button>
      <Link
        to="/casino"
        aria-current={isLobby ? 'page' : undefined}
        className={clsx(ITEM, isLobby ? 'text-brand-300' : 'text-mist-400')}
      >
        <ItemContent icon={<LayoutGrid className="size-5" aria-hidden />} label={t('nav.lobby')} />
      </Link>
      <Link
        to={LIVE_CASINO_PATH}
        aria-current={isLive ? 'page' : undefined}
        className={clsx(ITEM, isLive ? 'text-brand-300' : 'text-mist-400')}
      >
        <ItemContent icon={<Tv className="size-5" aria-hidden />} label={t('nav.liveCasino')} />
      </Link>
    </nav>
  );
}
