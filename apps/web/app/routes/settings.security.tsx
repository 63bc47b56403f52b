import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { disableTwoFactor } from '../features/account/api/disable-two-factor';
import { enableTwoFactor } from '../features/account/api/enable-two-factor';
import { getTwoFactorStatus } from '../features/account/api/get-two-factor-status';
import { renewRecoveryCodes } from '../features/account/api/renew-recovery-codes';
import { startTwoFactorSetup } from '../features/account/api/start-two-factor-setup';
import { RecoveryCodesCard } from '../features/account/components/recovery-codes-card';
import { SettingsCard, SettingsPage } from '../features/account/components/settings-page';
import { TwoFactorCodeForm } from '../features/account/components/two-factor-code-form';
import { TwoFactorSetupCard } from '../features/account/components/two-factor-setup-card';
import { TwoFactorStatusCard } from '../features/account/components/two-factor-status-card';
import {
  readPendingSetup,
  readRecoveryCodes,
  readTwoFactorIntent,
  SETUP_FIELDS,
  type CodesIssued,
  type SetupStarted,
  type TwoFactorIntent,
} from '../features/account/two-factor-data';
import { FormAlert } from '../components/ui/form-alert';
import { SubmitButton } from '../components/ui/form-field';
import { toFormFailure } from '../lib/actions.server';
import type { ApiClient } from '../lib/api';
import { createAccountApi } from '../lib/api.server';
import { useAppName } from '../lib/brand';
import {
  composeFieldErrorText,
  readFormText,
  readFormTexts,
  selectFormResult,
  type FormSuccess,
} from '../lib/forms';
import { useRootData } from '../lib/root-data';
import { useKeptResult } from '../lib/use-kept-result';
import { usePendingForm } from '../lib/use-pending-form';
import type { Route } from './+types/settings.security';

export async function loader(args: Route.LoaderArgs) {
  return getTwoFactorStatus(createAccountApi(args), { signal: args.request.signal });
}

/**
 * The page's four forms (issue 18): "Turn on" starts the enrolment, its code turns 2FA on, and
 * once on, a code renews the recovery codes or turns 2FA off. A wrong code comes back under the
 * field in the API's words; the enrolment stays on the page (its form carried it back).
 */
export async function action(args: Route.ActionArgs) {
  const api = createAccountApi(args);
  const formData = await args.request.formData();
  const intent = readTwoFactorIntent(readFormText(formData, 'intent'));
  try {
    return await submit(api, intent, readFormText(formData, 'code'));
  } catch (error) {
    return toFormFailure(error, {
      request: args.request,
      intent,
      values: intent === 'enable' ? readFormTexts(formData, SETUP_FIELDS) : undefined,
      composeMessage: (apiError) => composeFieldErrorText(apiError.body, 'code'),
    });
  }
}

async function submit(
  api: ApiClient,
  intent: TwoFactorIntent,
  code: string,
): Promise<SetupStarted | CodesIssued | FormSuccess> {
  switch (intent) {
    case 'setup': {
      const { secret, otpauth_url, qr_svg } = await startTwoFactorSetup(api);
      return { ok: true, intent, message: '', values: { secret, otpauth_url, qr_svg } };
    }
    case 'enable':
    case 'renew': {
      const call = intent === 'enable' ? enableTwoFactor : renewRecoveryCodes;
      const { message, recovery_codes } = await call(api, { code });
      return { ok: true, intent, message, recovery_codes };
    }
    case 'disable': {
      const { message } = await disableTwoFactor(api, { code });
      return { ok: true, intent, message };
    }
  }
}

/** Issue 18 /settings/security: two-factor authentication, off or on, and its recovery codes. */
export default function SettingsSecurityPage({
  loaderData: status,
  actionData: answer,
}: Route.ComponentProps) {
  // The enrolment and the recovery codes (shown once) live in the action's answer: kept through
  // a revalidation (a real-time alert reads the page again), or they would vanish mid-setup.
  const actionData = useKeptResult(answer ?? undefined);
  const { t } = useTranslation();
  const appName = useAppName();
  const email = useRootData()?.user?.email ?? '';
  const setup = status.enabled ? null : readPendingSetup(actionData);
  const codes = readRecoveryCodes(actionData);
  const isStarting = usePendingForm('setup');
  const isEnabling = usePendingForm('enable');
  const isRenewing = usePendingForm('renew');
  const isDisabling = usePendingForm('disable');
  return (
    <SettingsPage section="security" lead={t('twoFactor.security.lead')}>
      {actionData?.ok ? <FormAlert result={actionData} /> : null}
      {codes ? (
        <RecoveryCodesCard
          codes={codes}
          fileTitle={t('twoFactor.security.codes.fileTitle', { app: appName, email })}
        />
      ) : null}
      <TwoFactorStatusCard status={status}>
        {status.enabled || setup ? null : (
          <Form method="post" data-testid="two-factor-setup-form" className="space-y-4">
            <input type="hidden" name="intent" value="setup" />
            <FormAlert result={selectFormResult(actionData, 'setup')} />
            <SubmitButton pending={isStarting} pendingLabel={t('auth.submitting')} size="md">
              {t('twoFactor.security.turnOn')}
            </SubmitButton>
          </Form>
        )}
      </TwoFactorStatusCard>
      {setup ? (
        <TwoFactorSetupCard
          setup={setup}
          result={selectFormResult(actionData, 'enable')}
          pending={isEnabling}
        />
      ) : null}
      {status.enabled ? (
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <SettingsCard
            title={t('twoFactor.security.renew.title')}
            description={t('twoFactor.security.renew.lead')}
          >
            <TwoFactorCodeForm
              intent="renew"
              result={selectFormResult(actionData, 'renew')}
              pending={isRenewing}
              hint={t('twoFactor.code.hint')}
              submitLabel={t('twoFactor.security.renew.submit')}
              variant="secondary"
            />
          </SettingsCard>
          <SettingsCard
            title={t('twoFactor.security.disable.title')}
            description={t('twoFactor.security.disable.lead')}
          >
            <TwoFactorCodeForm
              intent="disable"
              result={selectFormResult(actionData, 'disable')}
              pending={isDisabling}
              hint={t('twoFactor.code.recoveryHint')}
              submitLabel={t('twoFactor.security.disable.submit')}
              variant="outline"
            />
          </SettingsCard>
        </div>
      ) : null}
    </SettingsPage>
  );
}
