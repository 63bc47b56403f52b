import type { CrashSeedResponse } from '@casino/contracts';
import {
  DEFAULT_HOUSE_EDGE_PERCENT,
  sideOddsX100,
  type OriginalGame,
} from '@casino/contracts/crash-math';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPoint } from './crash-point';

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="space-y-1.5">
      <h3 className="font-semibold text-white">{title}</h3>
      <div className="space-y-2 text-sm leading-relaxed text-mist-300">{children}</div>
    </li>
  );
}

function CodeBlock({ children }: { children: string }) {
  return (
    <pre
      translate="no"
      className="overflow-x-auto rounded-xl bg-ink-950/70 px-3 py-2.5 font-mono text-xs whitespace-pre-wrap text-mist-100 ring-1 ring-white/5 [overflow-wrap:anywhere]"
    >
      <code>{children}</code>
    </pre>
  );
}

/**
 * The scheme in words (docs/fairness.md has it in full), with the selected game's own edge,
 * side bet odds and a command line that checks its chain.
 */
export function SchemeExplainer({
  game,
  seed,
}: {
  game: OriginalGame;
  seed: CrashSeedResponse | null;
}) {
  const { t } = useTranslation();
  const edge = seed?.house_edge ?? DEFAULT_HOUSE_EDGE_PERCENT;
  const numerator = 100 - edge;
  const command = [
    'node docs/fairness-verify.mjs',
    '--hash <round hash>',
    `--salt ${seed?.salt ?? '<salt>'}`,
    `--edge ${edge}`,
    `--terminating ${seed?.terminating_hash ?? '<terminating hash>'}`,
  ].join(' \\\n  ');
  return (
    <section
      aria-labelledby="fairness-scheme-heading"
      className="space-y-5 rounded-2xl bg-ink-850 p-4 ring-1 ring-white/5 sm:p-6"
    >
      <h2 id="fairness-scheme-heading" className="text-lg font-semibold text-white">
        {t('fairness.scheme.heading')}
      </h2>
      <ol className="space-y-5">
        <Step title={t('fairness.scheme.chainTitle')}>
          <p>{t('fairness.scheme.chain')}</p>
        </Step>
        <Step title={t('fairness.scheme.orderTitle')}>
          <p>{t('fairness.scheme.order')}</p>
          <CodeBlock>
            {
              'sha256(hash of round n) = hash of round n - 1\nsha256(hash of round 1) = terminating hash'
            }
          </CodeBlock>
        </Step>
        <Step title={t('fairness.scheme.saltTitle')}>
          <p>{t('fairness.scheme.salt')}</p>
        </Step>
        <Step title={t('fairness.scheme.formulaTitle')}>
          <p>{t('fairness.scheme.formula')}</p>
          <CodeBlock>{`point = max(1, floor(${numerator} / (1 - X)) / 100)`}</CodeBlock>
          <p>{t('fairness.scheme.edge', { edge, numerator })}</p>
        </Step>
        {game === 'crashbull' ? (
          <Step title={t('fairness.scheme.sideTitle')}>
            <p>
              {t('fairness.scheme.side', {
                bull: formatPoint(sideOddsX100('bull', edge)),
                bear: formatPoint(sideOddsX100('bear', edge)),
              })}
            </p>
          </Step>
        ) : null}
        <Step title={t('fairness.scheme.revealTitle')}>
          <p>{t('fairness.scheme.reveal')}</p>
        </Step>
        <Step title={t('fairness.scheme.scriptTitle')}>
          <p>{t('fairness.scheme.script')}</p>
          <CodeBlock>{command}</CodeBlock>
        </Step>
      </ol>
    </section>
  );
}
