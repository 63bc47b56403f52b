import { MailPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { resendVerification } from '../features/auth/api/resend-verification';
import { AuthFooterLink, AuthTaskCard } from '../features/auth/components/auth-task-card';
import { ResendForm } from '../features/auth/components/resend-form';
import { toFormFailure } from '../lib/actions.server';
import { createRequestApi } from '../lib/api.server';
import { readFormText, type FormSuccess } from '../lib/forms';
import { usePendingForm } from '../lib/use-pending-form';
import { loadSession } from '../lib/session.server';
import type { Route } from './+types/email-resend';

/** Open to everyone (spec §6: visitors may resend); a signed-in player needs no e-mail field. */
export async function loader(args: Route.LoaderArgs) {
  const session = await loadSession(args);
  return { userEmail: session.user?.email ?? null };
}

/** POST /api/email/resend: with the token when signed in, else with the typed e-mail. */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const email = readFormText(formData, 'email').trim();
  try {
    const api = createRequestApi(args);
    const response = await resendVerification(api, formData.has('email') ? { email } : {});
    const success: FormSuccess = { ok: true, message: response.message };
    return success;
  } catch (error) {
    return toFormFailure(error, { request: args.request, values: { email } });
  }
}

/** spec §2 /email/resend: send the verification e-mail again. */
export default function EmailResendPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const isPending = usePendingForm();
  return (
    <AuthTaskCard
      task="emailResend"
      icon={MailPlus}
      // A signed-in player goes back to the profile, where the e-mail's state shows.
      footer={
        loaderData.userEmail ? (
          <AuthFooterLink to="/settings/profile">{t('settings.sections.profile')}</AuthFooterLink>
        ) : undefined
      }
    >
      <ResendForm userEmail={loaderData.userEmail} result={actionData} pending={isPending} />
    </AuthTaskCard>
  );
}
