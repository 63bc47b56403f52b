import { useTranslation } from 'react-i18next';
import { AuthTabsPage } from '../features/auth/components/auth-tabs-page';
import { LoginForm } from '../features/auth/components/login-form';
import { SessionExpiredNotice } from '../features/auth/components/session-expired-notice';
import { signIn } from '../features/auth/api/sign-in.server';
import { toFormFailure } from '../lib/actions.server';
import { ApiError } from '../lib/api';
import { composeAuthErrorText, readFormText, type FormFailure } from '../lib/forms';
import { requireGuest } from '../lib/guards.server';
import { usePendingForm } from '../lib/use-pending-form';
import type { Route } from './+types/login';

export async function loader(args: Route.LoaderArgs) {
  await requireGuest(args);
  // spec §4/§8: set by the expired-session redirect (lib/api.server.ts).
  return { isExpired: new URL(args.request.url).searchParams.get('expired') === '1' };
}

/** POST /api/login; the token goes into the HttpOnly cookie on the way to / (spec §2, §9). */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const email = readFormText(formData, 'email').trim();
  const remember = formData.has('remember');
  const values = { email, remember: remember ? '1' : '0' };
  try {
    return await signIn(args, { email, password: readFormText(formData, 'password'), remember });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // spec §8: a failed login with 401 does nothing visible.
      const silent: FormFailure = { ok: false, message: '', fieldErrors: {}, values };
      return silent;
    }
    return toFormFailure(error, {
      request: args.request,
      values,
      composeMessage: (apiError) => composeAuthErrorText(apiError.body),
    });
  }
}

/** spec §2 /login: the auth box (login tab) beside the not-authenticated panel. */
export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const isPending = usePendingForm();
  return (
    <AuthTabsPage
      page="login"
      title={t('auth.loginTitle')}
      documentTitle={t('auth.login')}
      lead={t('auth.loginLead')}
      notice={loaderData.isExpired ? <SessionExpiredNotice /> : null}
    >
      <LoginForm result={actionData} pending={isPending} />
    </AuthTabsPage>
  );
}
