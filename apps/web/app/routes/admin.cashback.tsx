import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getAdminTexts } from '../features/admin/admin-texts.server';
import { updateCashbackTerms } from '../features/admin/cashback/api/update-cashback-terms';
import { readCashbackForm } from '../features/admin/cashback/cashback-form.server';
import { loadCashbackPage } from '../features/admin/cashback/cashback-page.server';
import { CashbackForm } from '../features/admin/cashback/components/cashback-form';
import { CashbackSchedule } from '../features/admin/cashback/components/cashback-schedule';
import { CashbackTermsCard } from '../features/admin/cashback/components/cashback-terms-card';
import { AdminPage } from '../features/admin/components/admin-page';
import { toRouteError } from '../features/admin/route-error.server';
import { createFormFailure, toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import type { FieldErrors, FormSuccess } from '../lib/forms';
import { requirePermission } from '../lib/guards.server';
import { getServerMessages } from '../lib/messages.server';
import type { Route } from './+types/admin.cashback';

/**
 * Issue 17 "Cashback": GET /api/admin/cashback, the weekly cashback's terms; with them, for the
 * roles that may read them, the last change (the audit trail) and the job's last run.
 */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requirePermission(args, 'cashback.manage');
  try {
    return await loadCashbackPage(createAccountApi(args), staff, { signal: args.request.signal });
  } catch (error) {
    throw toRouteError(error);
  }
}

/**
 * POST /api/admin/cashback with the terms the staff member changed (readCashbackForm); the API's
 * refusals (a term out of bounds, a base above the maximum) come back in the staff member's
 * language, on their fields. Nothing changed asks nothing of the API.
 */
export async function action(args: Route.ActionArgs) {
  await requirePermission(args, 'cashback.manage');
  const read = readCashbackForm(await args.request.formData());
  const intent = 'update';
  if ('problems' in read) {
    const messages = getServerMessages(args.request);
    const fieldErrors: FieldErrors = {};
    for (const [field, key] of Object.entries(read.problems)) {
      fieldErrors[field] = [messages.validation[key]];
    }
    const message = messages.errors.VALIDATION_FAILED;
    return createFormFailure(fieldErrors, { message, intent, values: read.values });
  }
  const texts = getAdminTexts(args.request).cashback.form;
  if (Object.keys(read.change).length === 0) {
    const unchanged: FormSuccess = { ok: true, intent, message: texts.unchanged };
    return unchanged;
  }
  try {
    await updateCashbackTerms(createAccountApi(args), read.change);
    const success: FormSuccess = { ok: true, intent, message: texts.saved };
    return success;
  } catch (error) {
    return toFormFailure(error, { request: args.request, intent, values: read.values });
  }
}

/** Issue 17 "Cashback": the terms now, the form that changes them, and when the job pays. */
export default function AdminCashbackPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { terms, lastChange, job } = loaderData;
  return (
    <AdminPage icon={HandCoins} title={t('cashback.title')} lead={t('cashback.lead')}>
      <CashbackTermsCard terms={terms} lastChange={lastChange} />
      <CashbackForm key={JSON.stringify(terms)} terms={terms} result={actionData} />
      <CashbackSchedule job={job} />
    </AdminPage>
  );
}
