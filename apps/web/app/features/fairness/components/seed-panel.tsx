import type { CrashSeedResponse } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { CopyButton } from '../../../components/ui/copy-button';
import type { GameSeed } from '../fairness.server';
import { HashText } from './hash-text';

/** A game may answer its seed before its salt is set: it does not start until both are. */
export function isSeedReady(seed: CrashSeedResponse): boolean {
  return Boolean(seed.terminating_hash && seed.salt);
}

function CopyableValue({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1.5">
      <dt className="text-xs font-semibold tracking-wide text-mist-400 uppercase">{label}</dt>
      <dd className="flex flex-col gap-2 sm:flex-row sm:items-start">
        {value ? (
          <>
            <HashText value={value} className="min-w-0 flex-1 pt-1" />
            <CopyButton
              text={value}
              label={t('fairness.seed.copy')}
              copiedLabel={t('fairness.seed.copied')}
              className="h-8 self-start px-3 text-xs"
            />
          </>
        ) : (
          <span className="text-sm text-mist-400">{t('fairness.seed.notSet')}</span>
        )}
      </dd>
    </div>
  );
}

/** The selected game's published chain: what every round of it is checked against. */
export function SeedPanel({ state }: { state: GameSeed }) {
  const { t, i18n } = useTranslation();
  const seed = state.status === 'open' ? state.seed : null;
  return (
    <section
      aria-labelledby="fairness-seed-heading"
      data-testid="fairness-seed"
      data-status={seed && !isSeedReady(seed) ? 'closed' : state.status}
      className="space-y-4 rounded-2xl bg-ink-850 p-4 ring-1 ring-white/5 sm:p-5"
    >
      <h2 id="fairness-seed-heading" className="text-lg font-semibold text-white">
        {t('fairness.seed.heading')}: {t(`pages.${state.game}`)}
      </h2>
      {state.status === 'unavailable' ? (
        <Alert tone="warning">{t('fairness.seed.unavailable')}</Alert>
      ) : null}
      {state.status === 'closed' || (seed && !isSeedReady(seed)) ? (
        <Alert tone="info" testId="fairness-not-open">
          {t('fairness.seed.notOpen')}
        </Alert>
      ) : null}
      {seed?.is_demo ? (
        <Alert tone="warning" testId="fairness-demo-chain">
          {t('fairness.seed.demo')}
        </Alert>
      ) : null}
      {seed ? (
        <dl className="space-y-4">
          <CopyableValue label={t('fairness.seed.terminatingHash')} value={seed.terminating_hash} />
          <CopyableValue label={t('fairness.seed.salt')} value={seed.salt} />
          <div className="grid grid-cols-2 gap-4">
            <div className="space-y-1">
              <dt className="text-xs font-semibold tracking-wide text-mist-400 uppercase">
                {t('fairness.seed.chainLength')}
              </dt>
              <dd className="text-sm font-semibold text-white tabular-nums">
                {new Intl.NumberFormat(i18n.language).format(seed.chain_length)}
              </dd>
            </div>
            <div className="space-y-1">
              <dt className="text-xs font-semibold tracking-wide text-mist-400 uppercase">
                {t('fairness.seed.houseEdge')}
              </dt>
              <dd className="text-sm font-semibold text-white tabular-nums">
                {t('fairness.seed.houseEdgeValue', {
                  edge: seed.house_edge,
                  numerator: 100 - seed.house_edge,
                })}
              </dd>
            </div>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
