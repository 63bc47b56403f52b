import type { CrashStateResponse, OriginalGame } from '@casino/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  formatX100,
  getFairnessHref,
  getHistoryTone,
  toX100,
  type HistoryTone,
} from '../crash-data';

/** How many crash points the strip shows (the state keeps a few more). */
export const HISTORY_SHOWN = 20;

export const HISTORY_TONE_CLASSES: Record<HistoryTone, string> = {
  low: 'bg-rose-500/12 text-rose-300 ring-rose-400/25 hover:bg-rose-500/20',
  mid: 'bg-emerald-500/12 text-emerald-300 ring-emerald-400/25 hover:bg-emerald-500/20',
  high: 'bg-amber-400/15 text-amber-200 ring-amber-300/40 hover:bg-amber-400/25',
};

/**
 * The last crash points, newest first, coloured by size; each opens that round's check on the
 * fairness page.
 */
export function HistoryStrip({
  game,
  history,
}: {
  game: OriginalGame;
  history: CrashStateResponse['history'];
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('crash.history.title')} data-testid="crash-history">
      {history.length === 0 ? (
        <p className="text-xs text-mist-500">{t('crash.history.empty')}</p>
      ) : (
        <ol className="-mx-1 flex gap-1.5 overflow-x-auto px-1 py-1 [scrollbar-width:none]">
          {history.slice(0, HISTORY_SHOWN).map((entry) => {
            const x100 = toX100(entry.crash_point);
            const tone = getHistoryTone(x100);
            const text = `${formatX100(x100)}×`;
            return (
              <li key={entry.id} className="shrink-0">
                <Link
                  to={getFairnessHref(game, entry.id)}
                  data-tone={tone}
                  aria-label={t('crash.history.item', { id: entry.id, multiplier: text })}
                  title={t('crash.history.item', { id: entry.id, multiplier: text })}
                  className={clsx(
                    'inline-flex h-7 items-center rounded-lg px-2.5 text-xs font-bold tabular-nums ring-1 transition-colors',
                    HISTORY_TONE_CLASSES[tone],
                  )}
                >
                  {text}
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </nav>
  );
}
