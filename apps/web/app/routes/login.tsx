import { useTranslation } from 'react-i18next';
import { AuthTabsPage } from '../features/auth/components/auth-tabs-page';
import { LoginForm } from '../features/auth/components/login-form';
import { SessionExpiredNotice } from '../features/auth/components/session-expired-notice';
import { TwoFactorLoginForm } from '../features/auth/components/two-factor-login-form';
import { completeTwoFactorSignIn, signIn } from '../features/auth/api/sign-in.server';
import {
  readTwoFactorStep,
  TWO_FACTOR_INTENT,
  TWO_FACTOR_STEP_FIELDS,
  type TwoFactorChallenge,
} from '../features/auth/two-factor-step';
import { toFormFailure } from '../lib/actions.server';
import { ApiError } from '../lib/api';
import {
  composeAuthErrorText,
  composeFieldErrorText,
  readFormText,
  readFormTexts,
  type FormFailure,
} from '../lib/forms';
import { requireGuest } from '../lib/guards.server';
import { usePendingForm } from '../lib/use-pending-form';
import type { Route } from './+types/login';

export async function loader(args: Route.LoaderArgs) {
  await requireGuest(args);
  // spec §4/§8: set by the expired-session redirect (lib/api.server.ts).
  return { isExpired: new URL(args.request.url).searchParams.get('expired') === '1' };
}

/** The password step, or the code step of an account with two-factor authentication. */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  return readFormText(formData, 'intent') === TWO_FACTOR_INTENT
    ? answerCode(args, formData)
    : answerPassword(args, formData);
}

/**
 * POST /api/login; the token goes into the HttpOnly cookie on the way to / (spec §2, §9). With
 * two-factor authentication the API asks for a code first: the page shows the code form.
 */
async function answerPassword(args: Route.ActionArgs, formData: FormData) {
  const email = readFormText(formData, 'email').trim();
  const remember = formData.has('remember');
  const values = { email, remember: remember ? '1' : '0' };
  try {
    const answer = await signIn(args, {
      email,
      password: readFormText(formData, 'password'),
      remember,
    });
    if (answer instanceof Response) return answer;
    const challenge: TwoFactorChallenge = {
      ok: true,
      intent: TWO_FACTOR_INTENT,
      message: '',
      values: { ...values, challenge: answer.challenge },
    };
    return challenge;
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

/**
 * POST /api/login/two-factor with the challenge and the code, then the same cookie as the
 * password step. A wrong code comes back under the field, the challenge kept; an expired or
 * spent challenge (401) sends the player back to the password step with the API's words.
 */
async function answerCode(args: Route.ActionArgs, formData: FormData) {
  const step = readFormTexts(formData, TWO_FACTOR_STEP_FIELDS);
  try {
    return await completeTwoFactorSignIn(args, {
      challenge: step.challenge,
      code: readFormText(formData, 'code'),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const values = { email: step.email, remember: step.remember };
      return toFormFailure(error, { request: args.request, values });
    }
    return toFormFailure(error, {
      request: args.request,
      intent: TWO_FACTOR_INTENT,
      values: step,
      composeMessage: (apiError) => composeFieldErrorText(apiError.body, 'code'),
    });
  }
}

/** spec §2 /login: the auth box (login tab) beside the not-authenticated panel. */
export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const isPending = usePendingForm();
  const step = readTwoFactorStep(actionData);
  return (
    <AuthTabsPage
      page="login"
      title={step ? t('twoFactor.login.title') : t('auth.loginTitle')}
      documentTitle={t('auth.login')}
      lead={step ? t('twoFactor.login.lead') : t('auth.loginLead')}
      notice={loaderData.isExpired ? <SessionExpiredNotice /> : null}
    >
      {step ? (
        <TwoFactorLoginForm step={step} result={actionData} pending={isPending} />
      ) : (
        <LoginForm result={actionData} pending={isPending} />
      )}
    </AuthTabsPage>
  );
}
