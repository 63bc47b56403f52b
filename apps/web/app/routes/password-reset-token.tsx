import { LockKeyhole } from 'lucide-react';
import { resetPassword } from '../features/auth/api/reset-password';
import { AuthTaskCard } from '../features/auth/components/auth-task-card';
import { ResetForm } from '../features/auth/components/reset-form';
import { toFormFailure } from '../lib/actions.server';
import { createGuestApi } from '../lib/api.server';
import { readFormText, type FormSuccess } from '../lib/forms';
import { requireGuest } from '../lib/guards.server';
import { usePendingForm } from '../lib/use-pending-form';
import type { Route } from './+types/password-reset-token';

export async function loader(args: Route.LoaderArgs) {
  await requireGuest(args);
  // The mailed link carries the address: /password/reset/{token}?email=...
  return { email: new URL(args.request.url).searchParams.get('email') ?? '' };
}

/** POST /api/password/reset; a bad or expired token answers errors.email (under the field). */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const email = readFormText(formData, 'email').trim();
  try {
    const response = await resetPassword(createGuestApi(args), {
      token: readFormText(formData, 'token') || args.params.token,
      email,
      password: readFormText(formData, 'password'),
      password_confirmation: readFormText(formData, 'password_confirmation'),
    });
    const success: FormSuccess = { ok: true, message: response.message };
    return success;
  } catch (error) {
    return toFormFailure(error, { request: args.request, values: { email } });
  }
}

/** spec §2 /password/reset/{token}: choose the new password. */
export default function PasswordResetTokenPage({
  params,
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const isPending = usePendingForm();
  return (
    <AuthTaskCard task="passwordNew" icon={LockKeyhole}>
      <ResetForm
        token={params.token}
        defaultEmail={loaderData.email}
        result={actionData}
        pending={isPending}
      />
    </AuthTaskCard>
  );
}
