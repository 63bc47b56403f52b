import type { AdminWithdrawal } from '@casino/contracts';
import { UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { formatDateTime } from '../../../lib/format';
import { AdminCard } from './admin-page';

/** Which sentence tells the withdrawal's approvals (four eyes: two people above the limit). */
export function getApprovalsText(
  withdrawal: Pick<AdminWithdrawal, 'status' | 'approvals' | 'approvals_required'>,
): 'fourEyes' | 'fourEyesNone' | 'fourEyesDone' | 'single' {
  const count = withdrawal.approvals.length;
  if (withdrawal.approvals_required < 2) return 'single';
  if (withdrawal.status !== 'pending' || count >= withdrawal.approvals_required) {
    return 'fourEyesDone';
  }
  return count === 0 ? 'fourEyesNone' : 'fourEyes';
}

/**
 * How many approvals the withdrawal has and needs, who gave them when, and the staff member
 * who asked for a blocked player's cash-out (who may not approve it).
 */
export function WithdrawalApprovals({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { t } = useTranslation('admin');
  const text = getApprovalsText(withdrawal);
  const counts = {
    count: withdrawal.approvals.length,
    required: withdrawal.approvals_required,
  };
  return (
    <AdminCard title={t('withdrawals.approvals.title')} testId="withdrawal-approvals">
      {text === 'fourEyes' || text === 'fourEyesNone' ? (
        <Alert tone="warning" testId="four-eyes">
          {t(`withdrawals.approvals.${text}`, counts)}
        </Alert>
      ) : (
        <p className="text-sm text-mist-300" data-testid="approvals-text">
          {t(`withdrawals.approvals.${text}`, counts)}
        </p>
      )}
      {withdrawal.approvals.length > 0 ? (
        <ul className="mt-3 space-y-2" data-testid="approvers">
          {withdrawal.approvals.map((approval) => (
            <li
              key={`${approval.staff.id}-${approval.at}`}
              className="flex items-center gap-2 text-sm text-mist-200"
            >
              <UserCheck className="size-4 text-brand-300" aria-hidden />
              {t('withdrawals.approvals.by', {
                name: approval.staff.name,
                time: formatDateTime(approval.at),
              })}
            </li>
          ))}
        </ul>
      ) : withdrawal.status === 'pending' ? (
        <p className="mt-3 text-sm text-mist-400">{t('withdrawals.approvals.none')}</p>
      ) : null}
      {withdrawal.requested_by ? (
        <p className="mt-3 text-sm text-amber-200" data-testid="requested-by">
          {t('withdrawals.approvals.requestedBy', { name: withdrawal.requested_by.name })}
        </p>
      ) : null}
    </AdminCard>
  );
}
