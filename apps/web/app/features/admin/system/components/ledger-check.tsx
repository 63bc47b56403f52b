import type { LedgerCheckResponse } from '@casino/contracts';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SubmitButton } from '../../../../components/ui/form-field';
import { formatDateTime } from '../../../../lib/format';
import type { FormResult } from '../../../../lib/forms';
import { usePendingForm } from '../../../../lib/use-pending-form';
import { AdminCard } from '../../components/admin-page';
import { SYSTEM_INTENTS } from '../system-intents';

type LedgerCheckProps = {
  /** The report of the check just run (none until staff ask: it reads the whole ledger). */
  report: LedgerCheckResponse | null;
  /** The action's refusal, when the check could not run. */
  result?: FormResult;
};

/** GET /api/admin/ledger/verify on demand: consistent, or each problem found. */
export function LedgerCheck({ report, result }: LedgerCheckProps) {
  const { t } = useTranslation('admin');
  const isChecking = usePendingForm(SYSTEM_INTENTS.ledger);
  return (
    <AdminCard testId="ledger-check">
      <Form method="post" preventScrollReset className="space-y-4">
        <input type="hidden" name="intent" value={SYSTEM_INTENTS.ledger} />
        {result && !result.ok ? <FormAlert result={result} testId="ledger-alert" /> : null}
        {report ? <LedgerReport report={report} /> : null}
        <SubmitButton pending={isChecking} size="md" variant="secondary">
          <ShieldCheck className="size-4" aria-hidden />
          {t('system.ledger.run')}
        </SubmitButton>
      </Form>
    </AdminCard>
  );
}

function LedgerReport({ report }: { report: LedgerCheckResponse }) {
  const { t } = useTranslation('admin');
  const facts = { accounts: report.accounts, time: formatDateTime(report.checked_at) };
  if (report.ok) {
    return (
      <Alert tone="success" testId="ledger-ok">
        {t('system.ledger.ok', facts)}
      </Alert>
    );
  }
  return (
    <Alert
      tone="error"
      testId="ledger-problems"
      title={t('system.ledger.problems', { ...facts, count: report.problems.length })}
    >
      <ul className="mt-1 list-disc space-y-1 pl-5 font-mono text-xs">
        {report.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Alert>
  );
}
