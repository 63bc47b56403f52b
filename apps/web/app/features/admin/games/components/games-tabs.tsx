import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type GamesTab = 'games' | 'categories' | 'providers';

const TABS: readonly { id: GamesTab; to: string }[] = [
  { id: 'games', to: '/admin/games' },
  { id: 'categories', to: '/admin/games/categories' },
  { id: 'providers', to: '/admin/games/providers' },
];

type GamesTabsProps = {
  current: GamesTab;
  /** The role holds `providers.manage`: only then is the providers' tab offered. */
  canManageProviders: boolean;
};

/** The Games section's pages as tabs (the address says which is open). */
export function GamesTabs({ current, canManageProviders }: GamesTabsProps) {
  const { t } = useTranslation('admin');
  const tabs = TABS.filter((tab) => tab.id !== 'providers' || canManageProviders);
  return (
    <nav
      aria-label={t('games.tabsLabel')}
      className="flex gap-1 overflow-x-auto rounded-xl bg-ink-900 p-1 ring-1 ring-white/5 md:w-fit"
    >
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          to={tab.to}
          data-tab={tab.id}
          aria-current={tab.id === current ? 'page' : undefined}
          className={clsx(
            'rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
            tab.id === current
              ? 'bg-violet-500/20 text-violet-100'
              : 'text-mist-400 hover:bg-white/5 hover:text-white',
          )}
        >
          {t(`games.tabs.${tab.id}`)}
        </Link>
      ))}
    </nav>
  );
}
