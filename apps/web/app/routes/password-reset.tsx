import { KeyRound } from 'lucide-react';
import { requestPasswordReset } from '../features/auth/api/request-password-reset';
import { AuthTaskCard } from '../features/auth/components/auth-task-card';
import { ResetRequestForm } from '../features/auth/components/reset-request-form';
import { toFormFailure } from '../lib/actions.server';
import { createGuestApi } from '../lib/api.server';
import { readFormText, type FormSuccess } from '../lib/forms';
import { loadGuestPage } from '../lib/guards.server';
import { usePendingForm } from '../lib/use-pending-form';
import type { Route } from './+types/password-reset';

export const loader = loadGuestPage;

/** POST /api/password/email; spec §8: the e-mail error or the status text, in an alert. */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const email = readFormText(formData, 'email').trim();
  try {
    const response = await requestPasswordReset(createGuestApi(args), { email });
    const success: FormSuccess = { ok: true, message: response.message };
    return success;
  } catch (error) {
    return toFormFailure(error, {
      request: args.request,
      values: { email },
      composeMessage: (apiError) => apiError.body.errors?.email?.[0] ?? apiError.body.message,
    });
  }
}

/** spec §2 /password/reset: request a reset link. */
export default function PasswordResetPage({ actionData }: Route.ComponentProps) {
  const isPending = usePendingForm();
  return (
    <AuthTaskCard task="passwordReset" icon={KeyRound}>
      <ResetRequestForm result={actionData} pending={isPending} />
    </AuthTaskCard>
  );
}
