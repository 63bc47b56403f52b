import type { AdminWithdrawal } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { FormAlert } from '../../../components/ui/form-alert';
import { selectFormResult, type FormResult } from '../../../lib/forms';
import { usePendingForm } from '../../../lib/use-pending-form';
import { AdminCard } from './admin-page';
import { ApproveForm, RejectForm } from './withdrawal-forms';

type WithdrawalDecisionProps = {
  withdrawal: AdminWithdrawal;
  /** The staff member on the page: who approved once cannot be the second pair of eyes. */
  staffId: number;
  /** The role holds `withdrawals.decide`; without it the page only reads. */
  canDecide: boolean;
  /** The page action's last answer. */
  result?: FormResult;
};

/** A failure of one of the two forms, shown in that form. */
function selectFailure(result: FormResult | undefined, intent: string) {
  const selected = selectFormResult(result, intent);
  return selected && !selected.ok ? selected : undefined;
}

/**
 * Approve or reject a pending withdrawal. A success is said above both forms (after it the
 * forms may be gone: the withdrawal is decided, or this staff member has given their approval).
 */
export function WithdrawalDecision({
  withdrawal,
  staffId,
  canDecide,
  result,
}: WithdrawalDecisionProps) {
  const { t } = useTranslation('admin');
  const isApproving = usePendingForm('approve');
  const isRejecting = usePendingForm('reject');
  if (!canDecide) {
    return (
      <AdminCard title={t('withdrawals.decide.title')} testId="withdrawal-decision">
        <p className="text-sm text-mist-400">{t('withdrawals.decide.readOnly')}</p>
      </AdminCard>
    );
  }
  const success = result?.ok ? result : undefined;
  if (withdrawal.status !== 'pending') {
    return (
      <AdminCard title={t('withdrawals.decide.title')} testId="withdrawal-decision">
        <FormAlert result={success} testId="decision-alert" className="mb-3" />
        <p className="text-sm text-mist-400">{t('withdrawals.decide.closed')}</p>
      </AdminCard>
    );
  }
  const count = withdrawal.approvals.length;
  const hasApproved = withdrawal.approvals.some((approval) => approval.staff.id === staffId);
  return (
    <AdminCard title={t('withdrawals.decide.title')} testId="withdrawal-decision">
      <FormAlert result={success} testId="decision-alert" className="mb-4" />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        {hasApproved ? (
          <Alert tone="info" testId="you-approved">
            {t('withdrawals.approvals.youApproved')}
          </Alert>
        ) : withdrawal.requested_by?.id === staffId ? (
          <Alert tone="info" testId="you-requested">
            {t('withdrawals.approvals.youRequested')}
          </Alert>
        ) : (
          <ApproveForm
            approvalsSeen={count}
            isSecond={withdrawal.approvals_required === 2 && count === 1}
            isFinal={count + 1 >= withdrawal.approvals_required}
            result={selectFailure(result, 'approve')}
            pending={isApproving}
          />
        )}
        <RejectForm result={selectFailure(result, 'reject')} pending={isRejecting} />
      </div>
    </AdminCard>
  );
}
