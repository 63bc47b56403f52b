import { toLocale } from '@casino/contracts/locales';
import { Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../components/ui/form-alert';
import { AdminPage } from '../features/admin/components/admin-page';
import { toRouteError } from '../features/admin/route-error.server';
import { getCrashSettings } from '../features/admin/system/api/get-crash-settings';
import { listJobs } from '../features/admin/system/api/list-jobs';
import { CrashSettingsForm } from '../features/admin/system/components/crash-settings-form';
import { CrashSettingsTable } from '../features/admin/system/components/crash-settings-table';
import { JobsTable } from '../features/admin/system/components/jobs-table';
import { LedgerCheck } from '../features/admin/system/components/ledger-check';
import { SystemSection } from '../features/admin/system/components/system-section';
import {
  runSystemAction,
  type LedgerChecked,
} from '../features/admin/system/system-actions.server';
import { SYSTEM_INTENTS } from '../features/admin/system/system-intents';
import { createAccountApi } from '../lib/api.server';
import { selectFormResult, type FormResult } from '../lib/forms';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.system';

/**
 * Issue 17 "System" (`system.manage`): GET /api/admin/originals/settings and GET
 * /api/admin/jobs; the game the address names (`?edit=`) opens its form. The ledger's check
 * reads the whole ledger, so it runs only when asked (the action).
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, 'system.manage');
  const editParam = new URL(args.request.url).searchParams.get('edit');
  const api = createAccountApi(args);
  const init = { signal: args.request.signal };
  try {
    const [games, jobs] = await Promise.all([getCrashSettings(api, init), listJobs(api, init)]);
    const edited = games.find((game) => game.game === editParam);
    return { games, jobs, editGame: edited?.game ?? null };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** Save a crash game's settings, queue a run of a job, or check the ledger. */
export async function action(args: Route.ActionArgs) {
  return runSystemAction(args);
}

/** The ledger check's report, when the action's last answer was one. */
function readReport(result: FormResult | LedgerChecked | undefined) {
  return result && result.ok && 'report' in result ? result.report : null;
}

/** The running casino: crash settings, scheduled jobs, the ledger's check. */
export default function AdminSystemPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language) ?? 'en';
  const { games, jobs, editGame } = loaderData;
  const edited = games.find((game) => game.game === editGame);
  const jobResult = selectFormResult(actionData, SYSTEM_INTENTS.job);
  return (
    <AdminPage icon={Settings2} title={t('system.title')} lead={t('system.lead')}>
      <SystemSection
        title={t('system.crash.title')}
        lead={t('system.crash.lead')}
        testId="crash-settings"
      >
        {edited ? (
          <CrashSettingsForm
            key={edited.game}
            game={edited}
            result={selectFormResult(actionData, SYSTEM_INTENTS.crash)}
          />
        ) : null}
        <CrashSettingsTable games={games} editGame={editGame} locale={locale} />
      </SystemSection>
      <SystemSection title={t('system.jobs.title')} lead={t('system.jobs.lead')} testId="jobs">
        <FormAlert result={jobResult} testId="jobs-alert" />
        <JobsTable jobs={jobs} result={jobResult} />
      </SystemSection>
      <SystemSection
        title={t('system.ledger.title')}
        lead={t('system.ledger.lead')}
        testId="ledger"
      >
        <LedgerCheck
          report={readReport(actionData)}
          result={selectFormResult(actionData, SYSTEM_INTENTS.ledger)}
        />
      </SystemSection>
    </AdminPage>
  );
}
