import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/ui/contract-form';
import { SubmitButton, TextField } from '../../../components/ui/form-field';
import { fieldProps, useContractForm } from '../../../lib/contract-form';
import type { FormResult } from '../../../lib/forms';

const loadApproveSchema = () =>
  import('@casino/contracts/staff-withdrawals').then(
    (contracts) => contracts.withdrawalApproveSchema,
  );
const loadRejectSchema = () =>
  import('@casino/contracts/staff-withdrawals').then(
    (contracts) => contracts.withdrawalRejectSchema,
  );

type ApproveFormProps = {
  /** The approvals on screen: the API refuses the decision if another landed meanwhile. */
  approvalsSeen: number;
  /** This approval completes four eyes. */
  isSecond: boolean;
  /**
   * This approval pays the withdrawal out: only then can it carry the txid (the API refuses one
   * on the first of two approvals, before any money is sent).
   */
  isFinal: boolean;
  result?: FormResult;
  pending: boolean;
};

/**
 * POST .../approve `{txid?, approvals_seen}` (WithdrawalApprove): the on-chain txid when the
 * coins have gone out (then the withdrawal is Confirmed), and how many approvals the staff
 * member saw, so nobody becomes the second pair of eyes without knowing it.
 */
export function ApproveForm({
  approvalsSeen,
  isSecond,
  isFinal,
  result,
  pending,
}: ApproveFormProps) {
  const { t } = useTranslation('admin');
  const [form, fields] = useContractForm({ schema: loadApproveSchema, result, id: 'approve' });
  return (
    <ContractForm form={form} result={result} testId="approve-form" className="space-y-4">
      <input type="hidden" name="intent" value="approve" />
      <input type="hidden" name="approvals_seen" value={approvalsSeen} />
      {isFinal ? (
        <TextField
          label={t('withdrawals.decide.txid')}
          hint={t('withdrawals.decide.txidHint')}
          autoComplete="off"
          spellCheck={false}
          className="[&_input]:font-mono"
          {...fieldProps(fields.txid)}
        />
      ) : (
        <p className="text-sm text-mist-400">{t('withdrawals.decide.firstOfTwo')}</p>
      )}
      <SubmitButton pending={pending} size="md">
        <Check className="size-4" aria-hidden />
        {isSecond ? t('withdrawals.decide.approveSecond') : t('withdrawals.decide.approve')}
      </SubmitButton>
    </ContractForm>
  );
}

/** POST .../reject `{reason}` (WithdrawalReject, 3 to 500 characters): the player reads it. */
export function RejectForm({ result, pending }: { result?: FormResult; pending: boolean }) {
  const { t } = useTranslation('admin');
  const [form, fields] = useContractForm({ schema: loadRejectSchema, result, id: 'reject' });
  return (
    <ContractForm form={form} result={result} testId="reject-form" className="space-y-4">
      <input type="hidden" name="intent" value="reject" />
      <TextField
        label={t('withdrawals.decide.reason')}
        hint={t('withdrawals.decide.reasonHint')}
        autoComplete="off"
        {...fieldProps(fields.reason)}
      />
      <SubmitButton
        pending={pending}
        size="md"
        variant="outline"
        className="border-rose-400/40 text-rose-100 hover:border-rose-400/70 hover:bg-rose-500/10"
      >
        <X className="size-4" aria-hidden />
        {t('withdrawals.decide.reject')}
      </SubmitButton>
    </ContractForm>
  );
}
