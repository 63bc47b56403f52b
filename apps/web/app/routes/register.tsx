import type { RegisterRequest } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { redirect, useParams } from 'react-router';
import { register } from '../features/auth/api/register';
import { signIn } from '../features/auth/api/sign-in.server';
import { AuthTabsPage } from '../features/auth/components/auth-tabs-page';
import { RegisterForm } from '../features/auth/components/register-form';
import { toFormFailure } from '../lib/actions.server';
import type { ApiError } from '../lib/api';
import { createGuestApi } from '../lib/api.server';
import { composeAuthErrorText, readFormText } from '../lib/forms';
import { loadGuestPage } from '../lib/guards.server';
import { usePendingForm } from '../lib/use-pending-form';
import type { Route } from './+types/register';

export const loader = loadGuestPage;

/**
 * POST /api/register, then (spec §4: after a registration without errors) POST /api/login
 * with the same e-mail and password, so the new player lands on / signed in.
 */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const email = readFormText(formData, 'email').trim();
  const password = readFormText(formData, 'password');
  const refId = readFormText(formData, 'ref_id').trim();
  const body: RegisterRequest = {
    name: readFormText(formData, 'name').trim(),
    email,
    password,
    password_confirmation: readFormText(formData, 'password_confirmation'),
    currency: readFormText(formData, 'currency') === 'USD' ? 'USD' : 'EUR',
    ...(refId ? { ref_id: refId } : {}),
    // The contract only accepts `true`; an unticked box is sent as false for the server to
    // answer with its translated errors.terms.
    terms: formData.has('terms') as true,
  };
  const values = {
    name: body.name,
    email,
    currency: body.currency ?? 'EUR',
    terms: body.terms ? '1' : '0',
  };
  const failureOptions = {
    request: args.request,
    values,
    composeMessage: (error: ApiError) => composeAuthErrorText(error.body),
  };
  try {
    await register(createGuestApi(args), body);
  } catch (error) {
    return toFormFailure(error, failureOptions);
  }
  try {
    const signedIn = await signIn(args, { email, password, remember: true });
    // A new account has no second factor yet; should the API ask for one, the login page does.
    return signedIn instanceof Response ? signedIn : redirect('/login');
  } catch (error) {
    return toFormFailure(error, failureOptions);
  }
}

/** spec §2 /register and /register/{refId}: the auth box (register tab) and the panel. */
export default function RegisterPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { refId } = useParams();
  const isPending = usePendingForm();
  return (
    <AuthTabsPage
      page="register"
      title={t('auth.register')}
      lead={
        <>
          {t('auth.registerLead')}
          {refId ? (
            <span className="mt-3 block font-medium text-brand-200">
              {t('auth.referral', { refId })}
            </span>
          ) : null}
        </>
      }
    >
      <RegisterForm result={actionData} pending={isPending} refId={refId} />
    </AuthTabsPage>
  );
}
