import { ORIGINAL_GAMES, type OriginalGame } from '@casino/contracts/crash-math';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getFairnessPath } from '../fairness-query';

/** One link per game: each game has its own chain, salt and history (its own URL too). */
export function GameTabs({ game }: { game: OriginalGame }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('fairness.gamesLabel')}
      className="grid grid-cols-3 gap-1 rounded-xl bg-ink-950/70 p-1 ring-1 ring-white/5"
    >
      {ORIGINAL_GAMES.map((name) => {
        const isActive = name === game;
        return (
          <Link
            key={name}
            to={getFairnessPath(name)}
            preventScrollReset
            aria-current={isActive ? 'page' : undefined}
            data-testid={`fairness-game-${name}`}
            className={clsx(
              'truncate rounded-lg px-2 py-2 text-center text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-brand-400/70 focus-visible:outline-none',
              isActive
                ? 'bg-ink-700 text-white shadow-sm shadow-black/40'
                : 'text-mist-400 hover:bg-white/5 hover:text-white',
            )}
          >
            {t(`pages.${name}`)}
          </Link>
        );
      })}
    </nav>
  );
}
