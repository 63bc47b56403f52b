import { can } from '@casino/contracts';
import { toLocale } from '@casino/contracts/locales';
import { ArrowLeft, Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getAdminTexts } from '../features/admin/admin-texts.server';
import { approveWithdrawal } from '../features/admin/api/approve-withdrawal';
import { getWithdrawal } from '../features/admin/api/get-withdrawal';
import { rejectWithdrawal } from '../features/admin/api/reject-withdrawal';
import { AdminPage } from '../features/admin/components/admin-page';
import { PlayerContext } from '../features/admin/components/player-context';
import { WithdrawalApprovals } from '../features/admin/components/withdrawal-approvals';
import { WithdrawalDecision } from '../features/admin/components/withdrawal-decision';
import { WithdrawalSummary } from '../features/admin/components/withdrawal-summary';
import { toRouteError } from '../features/admin/route-error.server';
import { STATUS_TONES } from '../features/admin/withdrawal-statuses';
import { Badge } from '../components/ui/badge';
import { ButtonLink } from '../components/ui/button';
import { createFormFailure, toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { readFormText, type FormSuccess } from '../lib/forms';
import { requirePermission } from '../lib/guards.server';
import { getServerMessages } from '../lib/messages.server';
import type { Route } from './+types/admin.withdrawal';

/** Issue 17: GET /api/admin/withdrawals/:uuid, the withdrawal with its player's context. */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requirePermission(args, 'withdrawals.view');
  try {
    const detail = await getWithdrawal(createAccountApi(args), args.params.uuid, {
      signal: args.request.signal,
    });
    return { ...detail, staffId: staff.id, canDecide: can(staff.role, 'withdrawals.decide') };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** How many approvals the form saw: a whole number, as the form always sends it. */
function readApprovalsSeen(formData: FormData): number | null {
  const text = readFormText(formData, 'approvals_seen');
  return /^\d{1,2}$/.test(text) ? Number(text) : null;
}

/**
 * Approve (`{txid?, approvals_seen}`) or reject (`{reason}`); the API answers refusals in the
 * staff member's language (WITHDRAWAL_CHANGED, WITHDRAWAL_SECOND_APPROVER, the reason's length).
 */
export async function action(args: Route.ActionArgs) {
  await requirePermission(args, 'withdrawals.decide');
  const api = createAccountApi(args);
  const formData = await args.request.formData();
  const texts = getAdminTexts(args.request).withdrawals.decide;
  const { uuid } = args.params;
  if (readFormText(formData, 'intent') === 'reject') {
    const reason = readFormText(formData, 'reason').trim();
    try {
      await rejectWithdrawal(api, uuid, { reason });
      const success: FormSuccess = { ok: true, intent: 'reject', message: texts.rejected };
      return success;
    } catch (error) {
      return toFormFailure(error, { request: args.request, intent: 'reject', values: { reason } });
    }
  }
  const txid = readFormText(formData, 'txid').trim();
  const approvalsSeen = readApprovalsSeen(formData);
  if (approvalsSeen === null) {
    // Without it the four-eyes check cannot hold: have the page read again.
    const message = getServerMessages(args.request).errors.WITHDRAWAL_CHANGED;
    return createFormFailure({}, { message, intent: 'approve', values: { txid } });
  }
  try {
    const withdrawal = await approveWithdrawal(api, uuid, {
      ...(txid ? { txid } : {}),
      approvals_seen: approvalsSeen,
    });
    const message =
      withdrawal.status === 'pending'
        ? texts.firstApproval
        : withdrawal.status === 'confirmed'
          ? texts.confirmed
          : texts.approved;
    const success: FormSuccess = { ok: true, intent: 'approve', message };
    return success;
  } catch (error) {
    return toFormFailure(error, { request: args.request, intent: 'approve', values: { txid } });
  }
}

/** Issue 17: one withdrawal, its approvals, the decision and the player behind it. */
export default function AdminWithdrawalPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language) ?? 'en';
  const { withdrawal, context, staffId, canDecide } = loaderData;
  return (
    <AdminPage
      icon={Banknote}
      title={t('withdrawals.detailTitle', { uuid: withdrawal.uuid })}
      aside={
        <>
          <Badge tone={STATUS_TONES[withdrawal.status]} testId="withdrawal-status">
            {t(`withdrawals.status.${withdrawal.status}`)}
          </Badge>
          <ButtonLink to="/admin/withdrawals" variant="outline" size="sm">
            <ArrowLeft className="size-4" aria-hidden />
            {t('withdrawals.backToQueue')}
          </ButtonLink>
        </>
      }
    >
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <div className="grid min-w-0 gap-6">
          <WithdrawalSummary withdrawal={withdrawal} locale={locale} />
          <WithdrawalApprovals withdrawal={withdrawal} />
          <WithdrawalDecision
            withdrawal={withdrawal}
            staffId={staffId}
            canDecide={canDecide}
            result={actionData}
          />
        </div>
        <PlayerContext context={context} locale={locale} />
      </div>
    </AdminPage>
  );
}
