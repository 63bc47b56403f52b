import { clsx } from 'clsx';
import {
  Crown,
  Flame,
  Heart,
  History,
  LayoutGrid,
  Sparkles,
  Tv,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getLobbyHref } from '../game-data';
import type { LobbyTabKey } from '../lobby.server';

const TAB_ICONS: Record<LobbyTabKey, LucideIcon> = {
  lobby: LayoutGrid,
  live_casino: Tv,
  featured: Flame,
  game_show: Sparkles,
  original: Crown,
  recent: History,
  favourites: Heart,
};

type LobbyTabsProps = {
  pathname: string;
  tabs: readonly LobbyTabKey[];
  active: LobbyTabKey;
  /** Whether a search is showing: then no tab is current, and choosing one leaves the search. */
  searching: boolean;
  sort: string;
};

/** spec §2 Casino lobby tabs, kept in ?tab= so every view has its own address. */
export function LobbyTabs({ pathname, tabs, active, searching, sort }: LobbyTabsProps) {
  const { t } = useTranslation();
  const navRef = useRef<HTMLElement>(null);
  // With the player tabs the bar outgrows narrow screens: keep the current tab in sight.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current) return;
    const start = current.offsetLeft;
    const end = start + current.offsetWidth;
    if (start < nav.scrollLeft || end > nav.scrollLeft + nav.clientWidth) {
      nav.scrollLeft = start - (nav.clientWidth - current.offsetWidth) / 2;
    }
  }, [active, searching]);
  return (
    <nav
      ref={navRef}
      aria-label={t('games.tabsLabel')}
      data-testid="lobby-tabs"
      className="relative -mx-4 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:px-0 [&::-webkit-scrollbar]:hidden"
    >
      <ul className="flex w-max gap-1 rounded-2xl bg-ink-900/70 p-1 ring-1 ring-white/5">
        {tabs.map((tab) => {
          const Icon = TAB_ICONS[tab];
          const current = !searching && tab === active;
          return (
            <li key={tab}>
              <Link
                to={getLobbyHref(pathname, { tab, sort })}
                data-testid={`lobby-tab-${tab}`}
                aria-current={current ? 'page' : undefined}
                preventScrollReset
                className={clsx(
                  'inline-flex h-10 items-center gap-2 rounded-xl px-3.5 text-sm font-semibold whitespace-nowrap transition-colors',
                  current
                    ? 'bg-gradient-to-r from-brand-400/20 to-brand-500/10 text-white ring-1 ring-brand-400/40'
                    : 'text-mist-300 hover:bg-white/5 hover:text-white',
                )}
              >
                <Icon
                  className={clsx('size-4', current ? 'text-brand-300' : 'text-mist-400')}
                  aria-hidden
                />
                {t(`games.tabs.${tab}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
