import { useTranslation } from 'react-i18next';
import { getReferrals } from '../features/account/api/get-referrals';
import { updateProfile } from '../features/account/api/update-profile';
import { EmailStatusCard } from '../features/account/components/email-status-card';
import { ProfileForm } from '../features/account/components/profile-form';
import { ReferralCard } from '../features/account/components/referral-card';
import { SettingsCard, SettingsPage } from '../features/account/components/settings-page';
import { resendVerification } from '../features/auth/api/resend-verification';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { readFormText, selectFormResult, type FormSuccess } from '../lib/forms';
import { requirePlayer } from '../lib/guards.server';
import { usePendingForm } from '../lib/use-pending-form';
import type { Route } from './+types/settings.profile';

export async function loader(args: Route.LoaderArgs) {
  const api = createAccountApi(args);
  const [user, referrals] = await Promise.all([
    // The page's own copy of the user: fresh after a verification or a profile change.
    requirePlayer(args),
    getReferrals(api, { signal: args.request.signal }).catch((error: unknown) => {
      if (error instanceof Response) throw error;
      // The referral card is extra; the profile works without it.
      console.error('Loading referrals failed', error);
      return null;
    }),
  ]);
  return { user, referrals };
}

/** Two forms: the profile (PATCH /api/settings/profile) and "resend verification e-mail". */
export async function action(args: Route.ActionArgs) {
  const api = createAccountApi(args);
  const formData = await args.request.formData();
  const intent = readFormText(formData, 'intent') === 'resend' ? 'resend' : 'profile';
  if (intent === 'resend') {
    try {
      const response = await resendVerification(api, {});
      const success: FormSuccess = { ok: true, intent, message: response.message };
      return success;
    } catch (error) {
      return toFormFailure(error, { request: args.request, intent });
    }
  }
  const body = {
    name: readFormText(formData, 'name').trim(),
    email: readFormText(formData, 'email').trim(),
    currency: readFormText(formData, 'currency') === 'USD' ? ('USD' as const) : ('EUR' as const),
  };
  // Only a new e-mail needs it (issue 11 §6); it is never echoed back into the form.
  const currentPassword = readFormText(formData, 'current_password');
  try {
    // The answer's user reaches the header through the revalidation after this action.
    const response = await updateProfile(api, {
      ...body,
      ...(currentPassword ? { current_password: currentPassword } : {}),
    });
    const success: FormSuccess = { ok: true, intent, message: response.message };
    return success;
  } catch (error) {
    return toFormFailure(error, { request: args.request, intent, values: body });
  }
}

/** spec §2 /settings/profile: profile form, e-mail verification state, referral link. */
export default function SettingsProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, referrals } = loaderData;
  const isSavingProfile = usePendingForm('profile');
  const isResending = usePendingForm('resend');
  return (
    <SettingsPage section="profile" lead={t('settings.profile.lead')}>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <SettingsCard>
          <ProfileForm
            user={user}
            result={selectFormResult(actionData, 'profile')}
            pending={isSavingProfile}
          />
        </SettingsCard>
        <div className="grid gap-6">
          <EmailStatusCard
            user={user}
            result={selectFormResult(actionData, 'resend')}
            pending={isResending}
          />
          {referrals ? <ReferralCard referrals={referrals} /> : null}
        </div>
      </div>
    </SettingsPage>
  );
}
