import type { JobReportView } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format';
import { AdminCard, Fact } from '../../components/admin-page';

/** The explanation's paragraphs (`admin:cashback.schedule.*`), in reading order. */
const PARAGRAPHS = ['when', 'loss', 'percent', 'once', 'form', 'changes'] as const;

/**
 * When and how the weekly job pays (decisions 037 and 039, in words), and, for those who may
 * see the jobs (`system.manage`), how its last run went.
 */
export function CashbackSchedule({ job }: { job?: JobReportView | null }) {
  const { t } = useTranslation('admin');
  return (
    <AdminCard title={t('cashback.schedule.title')} testId="cashback-schedule">
      <ul className="list-disc space-y-2 pl-5 text-sm text-mist-300">
        {PARAGRAPHS.map((name) => (
          <li key={name}>{t(`cashback.schedule.${name}`)}</li>
        ))}
      </ul>
      {job === undefined ? null : <LastRun job={job} />}
    </AdminCard>
  );
}

/** A count the run reported (`output`), when it is one. */
function readCount(output: Record<string, unknown> | null | undefined, name: string) {
  const value = output?.[name];
  return typeof value === 'number' ? value : null;
}

function LastRun({ job }: { job: JobReportView | null }) {
  const { t, i18n } = useTranslation('admin');
  const run = job?.last_run ?? null;
  const paid = readCount(run?.output, 'paid');
  const players = readCount(run?.output, 'players');
  const week = run?.output?.week;
  const state = run
    ? (i18n.t as (key: string, options: { defaultValue: string }) => string)(
        `admin:cashback.job.states.${run.state}`,
        { defaultValue: run.state },
      )
    : '';
  return (
    <div className="mt-4 border-t border-white/5 pt-4" data-testid="cashback-job">
      <h3 className="mb-3 text-sm font-semibold text-white">{t('cashback.job.title')}</h3>
      {run ? (
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <Fact label={t('cashback.job.state')}>{state}</Fact>
          <Fact label={t('cashback.job.finishedAt')}>
            {formatDateTime(run.completed_at ?? run.started_at)}
          </Fact>
          {typeof week === 'string' ? <Fact label={t('cashback.job.week')}>{week}</Fact> : null}
          {paid !== null && players !== null ? (
            <Fact label={t('cashback.job.paid')}>
              {t('cashback.job.paidValue', { paid, players })}
            </Fact>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-mist-400">{t('cashback.job.never')}</p>
      )}
      {job && job.failures > 0 ? (
        <p className="mt-3 text-sm text-rose-300" data-testid="cashback-job-failures">
          {t('cashback.job.failures', { count: job.failures, error: job.last_error ?? '' })}
        </p>
      ) : null}
    </div>
  );
}
