import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getPlayerHref, PLAYER_TABS, type PlayerTab } from '../player-query';

type PlayerTabsProps = {
  playerId: number;
  current: PlayerTab;
  /** How many rows a tab holds (shown beside its name); the ledger's come a page at a time. */
  counts: Partial<Record<PlayerTab, number>>;
};

/** The player page's sections as links: the address says which one is open. */
export function PlayerTabs({ playerId, current, counts }: PlayerTabsProps) {
  const { t } = useTranslation('admin');
  return (
    <nav
      aria-label={t('players.tabs.label')}
      className="flex gap-1 overflow-x-auto rounded-xl bg-ink-900 p-1 ring-1 ring-white/5 md:w-fit"
    >
      {PLAYER_TABS.map((tab) => (
        <Link
          key={tab}
          to={getPlayerHref(playerId, { tab })}
          data-tab={tab}
          aria-current={tab === current ? 'page' : undefined}
          preventScrollReset
          className={clsx(
            'flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
            tab === current
              ? 'bg-violet-500/20 text-violet-100'
              : 'text-mist-400 hover:bg-white/5 hover:text-white',
          )}
        >
          {t(`players.tabs.${tab}`)}
          {counts[tab] ? (
            <span className="rounded-full bg-white/10 px-1.5 text-xs text-mist-300 tabular-nums">
              {counts[tab]}
            </span>
          ) : null}
        </Link>
      ))}
    </nav>
  );
}
