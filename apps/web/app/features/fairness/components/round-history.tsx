import type { CrashRound } from '@casino/contracts';
import type { OriginalGame } from '@casino/contracts/crash-math';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import { getFairnessPath } from '../fairness-query';
import { CrashPoint, formatPoint } from './crash-point';
import { PanelHeading } from './panel-heading';

type RoundHistoryProps = {
  game: OriginalGame;
  /** Null when the list could not be loaded. */
  rounds: CrashRound[] | null;
  /** The round being checked, marked in the list. */
  currentId: number | null;
};

/**
 * Picking a round fills the verifier, which sits above the list on a phone: bring its top in
 * view. On a wide screen it is beside the list and already there.
 */
function showVerifier() {
  const verifier = document.getElementById('fairness-verifier');
  const top = verifier?.getBoundingClientRect().top ?? 0;
  if (top < 0 || top > window.innerHeight / 2) verifier?.scrollIntoView({ block: 'start' });
}

/** The game's latest finished rounds, newest first; each opens its own check. */
export function RoundHistory({ game, rounds, currentId }: RoundHistoryProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="fairness-history-heading"
      data-testid="fairness-history"
      className="space-y-3 rounded-2xl bg-ink-850 p-4 ring-1 ring-white/5 sm:p-5"
    >
      <PanelHeading
        id="fairness-history-heading"
        title={t('fairness.history.heading')}
        intro={t('fairness.history.intro')}
      />
      {rounds === null ? (
        <p className="text-sm text-mist-400">{t('fairness.history.unavailable')}</p>
      ) : rounds.length === 0 ? (
        <p className="text-sm text-mist-400">{t('fairness.history.empty')}</p>
      ) : (
        <ul className="-mx-2 max-h-[36rem] space-y-1 overflow-y-auto px-2 py-1">
          {rounds.map((round) => {
            const x100 = Math.round(round.crash_point * 100);
            const isCurrent = round.id === currentId;
            return (
              <li key={round.id}>
                <Link
                  to={getFairnessPath(game, { hash: round.hash, round: round.id })}
                  preventScrollReset
                  onClick={showVerifier}
                  aria-current={isCurrent ? 'true' : undefined}
                  aria-label={[
                    t('fairness.history.pick', { number: round.number, point: formatPoint(x100) }),
                    round.refunded ? t('fairness.history.refunded') : null,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                  data-testid="fairness-history-row"
                  className={clsx(
                    'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm transition-colors focus-visible:ring-2 focus-visible:ring-brand-400/70 focus-visible:outline-none',
                    isCurrent ? 'bg-white/[0.07] ring-1 ring-brand-400/30' : 'hover:bg-white/5',
                  )}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-white">
                      {t('fairness.history.round', { number: round.number })}
                    </span>
                    <span className="block truncate font-mono text-xs text-mist-400">
                      {round.hash.slice(0, 16)}…
                    </span>
                  </span>
                  <span className="flex shrink-0 flex-col items-end gap-1">
                    <CrashPoint x100={x100} />
                    <time dateTime={round.crashed_at} className="text-xs text-mist-500">
                      {formatDateTime(round.crashed_at)}
                    </time>
                  </span>
                  {round.refunded ? (
                    <Badge tone="warning" className="shrink-0">
                      {t('fairness.history.refunded')}
                    </Badge>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
