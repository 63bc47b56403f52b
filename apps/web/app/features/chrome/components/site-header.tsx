import type { User } from '@casino/contracts';
import { clsx } from 'clsx';
import { Menu, Search, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { deferHydration } from '../../../components/ui/deferred-part';
import { DemoBadge } from '../../../components/ui/demo-badge';
import { Logo } from '../../../components/ui/logo';
import { HEADER_LINKS, isNavLinkActive } from '../nav-links';
import { LanguageSwitcher } from './language-switcher';

// A signed-in player's balance and account menus: server-rendered, hydrated once their code has
// arrived (decision 031); a visitor's pages never load it.
const PlayerMenus = deferHydration(() => import('./player-menus').then((m) => m.PlayerMenus));

type SiteHeaderProps = {
  user: User | null;
  /** spec §2: the badge on the account menu's notifications item. */
  unreadNotifications?: number;
  onOpenMenu: () => void;
  onOpenSearch: () => void;
};

const ICON_BUTTON =
  'hidden size-10 place-items-center rounded-xl text-mist-300 transition-colors hover:bg-white/5 hover:text-white md:grid';

/** The header's icon buttons (menu, search), shown from 768 px. */
function IconButton({
  label,
  icon: Icon,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
}) {
  return (
    <button type="button" aria-label={label} className={ICON_BUTTON} onClick={onClick}>
      <Icon className="size-5" aria-hidden />
    </button>
  );
}

/** spec §2 header: logo; wallet and account menus when signed in, else login and register. */
export function SiteHeader({
  user,
  unreadNotifications = 0,
  onOpenMenu,
  onOpenSearch,
}: SiteHeaderProps) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <header
      data-testid="site-header"
      className="sticky top-0 z-40 border-b border-white/5 bg-ink-900/95 lg:bg-ink-900/85 lg:backdrop-blur-xl"
    >
      <div className="mx-auto flex h-16 max-w-screen-2xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        {/* Below 768 px the bottom bar carries menu and search. */}
        <IconButton label={t('nav.openMenu')} icon={Menu} onClick={onOpenMenu} />
        <Logo compact />
        <DemoBadge />
        <nav aria-label={t('nav.explore')} className="ml-4 hidden items-center gap-1 lg:flex">
          {HEADER_LINKS.map(({ to, label }) => (
            <Link
              key={to}
              to={to}
              className={clsx(
                'rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                isNavLinkActive(to, location)
                  ? 'bg-white/5 text-white'
                  : 'text-mist-300 hover:text-white',
              )}
              aria-current={isNavLinkActive(to, location) ? 'page' : undefined}
            >
              {t(`nav.${label}`)}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <IconButton label={t('nav.openSearch')} icon={Search} onClick={onOpenSearch} />
          <LanguageSwitcher />
          {user ? (
            <PlayerMenus user={user} unreadNotifications={unreadNotifications} />
          ) : (
            <>
              <ButtonLink to="/login" variant="ghost" size="sm" className="sm:h-10 sm:px-4">
                {t('header.login')}
              </ButtonLink>
              <ButtonLink to="/register" size="sm" className="sm:h-10 sm:px-4">
                {t('header.register')}
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
