import type { JobReportView } from '@casino/contracts';
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { FieldError, SubmitButton } from '../../../../components/ui/form-field';
import { formatDateTime } from '../../../../lib/format';
import { getFieldError, type FormResult } from '../../../../lib/forms';
import { usePendingForm } from '../../../../lib/use-pending-form';
import { AdminTable, CELL_CLASS } from '../../components/admin-table';
import { SYSTEM_INTENTS } from '../system-intents';
import { useJobTexts } from './job-texts';

/** The job whose run may name the week it pays. */
const WEEKLY_CASHBACK = 'weekly-cashback';

type JobsTableProps = {
  jobs: readonly JobReportView[];
  /** The page action's last answer to a "Run now" (a bad week shows under its field). */
  result?: FormResult;
};

/** The scheduled jobs: schedule, last run and its result, failures, runs waiting; run now. */
export function JobsTable({ jobs, result }: JobsTableProps) {
  const { t } = useTranslation('admin');
  const columns = [
    { label: t('system.jobs.columns.job') },
    { label: t('system.jobs.columns.schedule') },
    { label: t('system.jobs.columns.lastRun') },
    { label: t('system.jobs.columns.result') },
    { label: t('system.jobs.columns.failures'), align: 'right' as const },
    { label: t('system.jobs.columns.waiting'), align: 'right' as const },
    { label: t('system.jobs.columns.run') },
  ];
  return (
    <AdminTable testId="jobs-table" columns={columns} minWidthClass="min-w-[68rem]">
      {jobs.map((job) => (
        <JobRow key={job.name} job={job} result={result} />
      ))}
    </AdminTable>
  );
}

function JobRow({ job, result }: { job: JobReportView; result?: FormResult }) {
  const { t } = useTranslation('admin');
  const texts = useJobTexts();
  const last = job.last_run;
  const output = Object.entries(last?.output ?? {});
  return (
    <tr data-job={job.name}>
      <td className={`${CELL_CLASS} max-w-xs`}>
        <p className="font-medium text-white">{texts.name(job.name)}</p>
        <p className="mt-0.5 text-xs text-mist-400">{texts.description(job)}</p>
      </td>
      <td className={`${CELL_CLASS} font-mono text-xs whitespace-nowrap`}>
        {job.cron ?? <span className="font-sans">{t('system.jobs.notScheduled')}</span>}
      </td>
      <td className={`${CELL_CLASS} whitespace-nowrap`}>
        {last ? (
          <>
            <Badge tone={last.state === 'completed' ? 'success' : 'danger'}>
              {texts.state(last.state)}
            </Badge>
            <p className="mt-1 text-xs text-mist-400">{formatDateTime(last.completed_at)}</p>
          </>
        ) : (
          t('system.jobs.never')
        )}
      </td>
      <td className={`${CELL_CLASS} text-xs`}>
        {output.length > 0 ? (
          <dl className="space-y-0.5" data-testid="job-output">
            {output.map(([key, value]) => (
              <div key={key} className="flex gap-1.5">
                <dt className="text-mist-400">{key}</dt>
                <dd className="font-mono text-mist-100">{JSON.stringify(value)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          t('system.jobs.noResult')
        )}
        {job.last_error ? (
          <p className="mt-1 font-medium text-rose-300" data-testid="job-error">
            {t('system.jobs.lastError', { error: job.last_error })}
          </p>
        ) : null}
      </td>
      <td className={`${CELL_CLASS} text-right tabular-nums`}>{job.failures}</td>
      <td className={`${CELL_CLASS} text-right tabular-nums`}>{job.waiting}</td>
      <td className={CELL_CLASS}>
        <RunJobForm name={job.name} result={result} />
      </td>
    </tr>
  );
}

/** "Run now"; weekly-cashback may name a day of the week to pay (else last week). */
function RunJobForm({ name, result }: { name: string; result?: FormResult }) {
  const { t } = useTranslation('admin');
  const navigation = useNavigation();
  const isRunning = usePendingForm(SYSTEM_INTENTS.job) && navigation.formData?.get('name') === name;
  // After a refusal of this job's run, what was typed and the error stay on its row.
  const refill = result && !result.ok && result.values?.name === name ? result.values : undefined;
  const weekError = refill ? getFieldError(result, 'week') : undefined;
  const weekId = `job-week-${name}`;
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap items-start gap-2">
      <input type="hidden" name="intent" value={SYSTEM_INTENTS.job} />
      <input type="hidden" name="name" value={name} />
      {name === WEEKLY_CASHBACK ? (
        <div className="space-y-1">
          <label htmlFor={weekId} className="sr-only">
            {t('system.jobs.week')}
          </label>
          <input
            id={weekId}
            name="week"
            type="date"
            title={t('system.jobs.weekHint')}
            aria-invalid={weekError ? true : undefined}
            aria-describedby={weekError ? `${weekId}-error` : undefined}
            defaultValue={refill?.week}
            className="h-9 rounded-lg bg-ink-950/60 px-2.5 text-xs text-white ring-1 ring-white/10 hover:ring-white/20 focus:ring-2 focus:ring-brand-400/70 focus:outline-none aria-[invalid=true]:ring-rose-400/60"
          />
          <FieldError id={`${weekId}-error`} message={weekError} />
        </div>
      ) : null}
      <SubmitButton pending={isRunning} size="sm" variant="secondary">
        <Play className="size-3.5" aria-hidden />
        {t('system.jobs.runNow')}
      </SubmitButton>
    </Form>
  );
}
