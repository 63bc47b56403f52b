import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { formatDateTime } from '../../../../lib/format';
import { AdminCard, Fact } from '../../components/admin-page';
import { RATE_HEALTH_TONES, readRateHealth, splitAge, type RatesState } from '../rate-state';

/** The sources the rates service names (`mixed`: not every pair from the same one). */
const RATE_SOURCES = ['live', 'offline', 'pinned', 'mixed'] as const;

type RatesPanelProps = {
  rates: RatesState;
  /** How old the oldest price is, in seconds, as the server counted it when the page loaded. */
  ageSeconds: number | null;
};

/**
 * Where the prices come from, first on the page: every deposit and withdrawal is priced with
 * them, so a failing or stale source must be seen before anything else.
 */
export function RatesPanel({ rates, ageSeconds }: RatesPanelProps) {
  const { t } = useTranslation('admin');
  const health = readRateHealth(rates, ageSeconds);
  const source = RATE_SOURCES.find((known) => known === rates.source);
  const age = (seconds: number) => {
    const { unit, count } = splitAge(seconds);
    return t(`coins.rates.age.${unit}`, { count });
  };
  return (
    <AdminCard
      testId="rates-panel"
      title={
        <span className="inline-flex items-center gap-2">
          <Activity className="size-4 text-violet-300" aria-hidden />
          {t('coins.rates.title')}
        </span>
      }
      aside={
        <Badge tone={RATE_HEALTH_TONES[health]} testId="rates-health" className="px-3 py-1 text-sm">
          {t(`coins.rates.health.${health}`)}
        </Badge>
      }
    >
      <p className="mb-4 text-sm text-mist-300" data-testid="rates-explained">
        {t(`coins.rates.explain.${health}`, { maxAge: age(rates.max_age_seconds) })}
      </p>
      {rates.error ? (
        <Alert tone="error" testId="rates-error" className="mb-4">
          {rates.error}
        </Alert>
      ) : null}
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        <Fact label={t('coins.rates.source')}>
          {source ? t(`coins.rates.sources.${source}`) : (rates.source ?? '—')}
        </Fact>
        <Fact label={t('coins.rates.observedAt')}>
          {rates.observed_at ? (
            <span data-testid="rates-age">
              {formatDateTime(rates.observed_at)}
              {ageSeconds !== null ? (
                <span className="block text-xs text-mist-400">
                  {t('coins.rates.ago', { age: age(ageSeconds) })}
                </span>
              ) : null}
            </span>
          ) : (
            '—'
          )}
        </Fact>
        <Fact label={t('coins.rates.lastFailure')}>
          <span data-testid="rates-last-failure">
            {rates.last_failure_at
              ? formatDateTime(rates.last_failure_at)
              : t('coins.rates.noFailure')}
          </span>
        </Fact>
        <Fact label={t('coins.rates.priceApi')}>
          {rates.live_source ? t('coins.rates.configured') : t('coins.rates.notConfigured')}
        </Fact>
        <Fact label={t('coins.rates.mode')}>
          {rates.live_mode
            ? t('coins.rates.liveMode', { maxAge: age(rates.max_age_seconds) })
            : t('coins.rates.demoMode')}
        </Fact>
      </dl>
    </AdminCard>
  );
}
