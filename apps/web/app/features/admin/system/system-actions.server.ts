import type { LedgerCheckResponse } from '@casino/contracts';
import { createFormFailure, toFormFailure } from '../../../lib/actions.server';
import { createAccountApi } from '../../../lib/api.server';
import { readFormText, type FormSuccess } from '../../../lib/forms';
import { requirePermission } from '../../../lib/guards.server';
import { getServerMessages } from '../../../lib/messages.server';
import type { ServerArgs } from '../../../lib/request-memo.server';
import { getAdminTexts } from '../admin-texts.server';
import { checkLedger } from './api/check-ledger';
import { runJob } from './api/run-job';
import { updateCrashSettings } from './api/update-crash-settings';
import { readCrashSettingsForm } from './crash-settings-form';
import { SYSTEM_INTENTS } from './system-intents';

/** The ledger check's answer: the report, shown on the page that asked (never stored). */
export type LedgerChecked = FormSuccess & { report: LedgerCheckResponse };

/**
 * The system page's action (`system.manage`): save a crash game's settings, queue a run of a
 * job, or check the ledger. Refusals come back in the API's words, on their fields.
 */
export async function runSystemAction(args: ServerArgs) {
  await requirePermission(args, 'system.manage');
  const { request } = args;
  const api = createAccountApi(args);
  const formData = await request.formData();
  const texts = getAdminTexts(request).system;
  const intent = readFormText(formData, 'intent');
  if (intent === SYSTEM_INTENTS.crash) {
    const { game, body, values } = readCrashSettingsForm(formData);
    try {
      const settings = await updateCrashSettings(api, game, body);
      const message = texts.crash.form.saved.replace('{{game}}', texts.crash.names[settings.game]);
      const success: FormSuccess = { ok: true, intent, message };
      return success;
    } catch (error) {
      return toFormFailure(error, { request, intent, values });
    }
  }
  if (intent === SYSTEM_INTENTS.job) {
    const name = readFormText(formData, 'name');
    const week = readFormText(formData, 'week').trim();
    try {
      const queued = await runJob(api, name, week || undefined);
      const job = (texts.jobs.names as Record<string, string>)[queued.job] ?? queued.job;
      const success: FormSuccess = {
        ok: true,
        intent,
        message: texts.jobs.queued.replace('{{job}}', job),
      };
      return success;
    } catch (error) {
      return toFormFailure(error, { request, intent, values: { name, week } });
    }
  }
  if (intent === SYSTEM_INTENTS.ledger) {
    try {
      const checked: LedgerChecked = {
        ok: true,
        intent,
        message: texts.ledger.checked,
        report: await checkLedger(api),
      };
      return checked;
    } catch (error) {
      return toFormFailure(error, { request, intent });
    }
  }
  const message = getServerMessages(request).errors.VALIDATION_FAILED;
  return createFormFailure({}, { message, intent });
}
