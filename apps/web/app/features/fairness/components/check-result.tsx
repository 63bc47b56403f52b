import type { CrashRound } from '@casino/contracts';
import { CircleCheck, CircleX, LoaderCircle, Link2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { LinkState, RoundCheckState } from '../use-round-check';
import { CrashPoint, formatPoint } from './crash-point';
import { HashText } from './hash-text';

type CheckResultProps = {
  state: RoundCheckState;
  /** The round from the history when the checked hash is its hash: its number and point. */
  round: CrashRound | null;
  onStop: () => void;
  /** The page that checks another hash with the same game, salt and edge. */
  getPathFor: (hash: string) => string;
};

/** The round number: known from the history, or found by the link walk (steps = number). */
function getRoundNumber(round: CrashRound | null, link: LinkState): number | null {
  if (round) return round.number;
  return link.status === 'found' ? link.steps : null;
}

function LinkLine({ link, onStop }: { link: LinkState; onStop: () => void }) {
  const { t, i18n } = useTranslation();
  const format = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  let icon: ReactNode = <Link2 className="size-4 text-mist-400" aria-hidden />;
  let text: string;
  switch (link.status) {
    case 'none':
      text = t('fairness.verifier.link.none');
      break;
    case 'walking':
      icon = <LoaderCircle className="size-4 animate-spin text-sky-300" aria-hidden />;
      text = t('fairness.verifier.link.walking', {
        checked: format(link.checked),
        max: format(link.max),
      });
      break;
    case 'found':
      icon = <CircleCheck className="size-4 text-brand-300" aria-hidden />;
      text = t('fairness.verifier.link.found', { steps: format(link.steps) });
      break;
    case 'missing':
      icon = <CircleX className="size-4 text-rose-300" aria-hidden />;
      text = t('fairness.verifier.link.missing', { max: format(link.max) });
      break;
    case 'stopped':
      text = t('fairness.verifier.link.stopped', { checked: format(link.checked) });
      break;
  }
  return (
    <div
      data-testid="fairness-link"
      data-status={link.status}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-white/[0.03] px-3 py-2.5 text-sm text-mist-200 ring-1 ring-white/5"
    >
      <span className="flex min-w-0 flex-1 items-start gap-2">
        <span className="mt-0.5 shrink-0">{icon}</span>
        <span className="min-w-0">{text}</span>
      </span>
      {link.status === 'walking' ? (
        <>
          <progress
            value={link.checked}
            max={link.max}
            aria-hidden
            className="h-1.5 w-full overflow-hidden rounded-full accent-sky-400"
          />
          <Button variant="outline" size="sm" onClick={onStop}>
            {t('fairness.verifier.link.stop')}
          </Button>
        </>
      ) : null}
    </div>
  );
}

/** What the browser computed for a round: its point, its link, the rounds before it. */
export function CheckResult({ state, round, onStop, getPathFor }: CheckResultProps) {
  const { t } = useTranslation();
  if (state.status === 'idle') return null;
  if (state.status === 'checking') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-mist-300">
        <LoaderCircle className="size-4 animate-spin" aria-hidden />
        {t('fairness.verifier.checking')}
      </p>
    );
  }
  if (state.status === 'unsupported') {
    return <Alert tone="warning">{t('fairness.verifier.unsupported')}</Alert>;
  }
  if (state.status === 'failed') return <Alert tone="error">{t('fairness.verifier.failed')}</Alert>;

  const { walk, link } = state;
  const [checked, ...previous] = walk.rounds;
  const number = getRoundNumber(round, link);
  const recordedX100 = round ? Math.round(round.crash_point * 100) : null;
  return (
    <div data-testid="fairness-result" className="space-y-4">
      {/* Announced once the walk is over, not at every progress step. */}
      <div aria-live="polite" aria-busy={link.status === 'walking'} className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <div>
            <p className="text-sm text-mist-400">{t('fairness.verifier.crashPoint')}</p>
            {number !== null ? (
              <p className="text-xs text-mist-400" data-testid="fairness-round-number">
                {t('fairness.verifier.roundNumber', { number })}
              </p>
            ) : null}
          </div>
          <CrashPoint x100={checked!.crashPointX100} className="text-4xl" testId="fairness-point" />
        </div>
        {recordedX100 !== null ? (
          <Alert
            tone={recordedX100 === checked!.crashPointX100 ? 'success' : 'error'}
            testId="fairness-recorded"
          >
            {t(
              recordedX100 === checked!.crashPointX100
                ? 'fairness.verifier.matches'
                : 'fairness.verifier.differs',
              { point: formatPoint(recordedX100) },
            )}
            {round?.refunded ? ` ${t('fairness.verifier.refunded')}.` : null}
          </Alert>
        ) : null}
        <LinkLine link={link} onStop={onStop} />
      </div>

      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-white">
          {t('fairness.verifier.previous.heading')}
        </h3>
        <p className="text-xs text-mist-400">{t('fairness.verifier.previous.note')}</p>
        <ol
          className="divide-y divide-white/5 rounded-xl ring-1 ring-white/5"
          data-testid="fairness-previous"
        >
          {previous.map((entry) => {
            const label =
              number !== null
                ? t('fairness.verifier.previous.round', { number: number - entry.back })
                : t('fairness.verifier.previous.back', { back: entry.back });
            return (
              <li key={entry.hash} className="space-y-1 px-3 py-2.5">
                <div className="flex items-center justify-between gap-3 text-sm">
                  <span className="text-mist-300">{label}</span>
                  <CrashPoint x100={entry.crashPointX100} />
                </div>
                <HashText value={entry.hash} className="block" />
                <Link
                  to={getPathFor(entry.hash)}
                  preventScrollReset
                  aria-label={`${t('fairness.verifier.previous.check')}: ${label}`}
                  className="inline-block text-xs font-semibold text-brand-300 hover:text-brand-200 focus-visible:underline focus-visible:outline-none"
                >
                  {t('fairness.verifier.previous.check')}
                </Link>
              </li>
            );
          })}
          {walk.terminatingAt !== null ? (
            <li className="px-3 py-2.5 text-xs text-mist-400" data-testid="fairness-terminating">
              {t('fairness.verifier.previous.terminating')}
            </li>
          ) : null}
        </ol>
      </div>
    </div>
  );
}
