import { useTranslation } from 'react-i18next';
import { updatePassword } from '../features/account/api/update-password';
import { PasswordForm } from '../features/account/components/password-form';
import { SettingsCard, SettingsPage } from '../features/account/components/settings-page';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { readFormText, type FormSuccess } from '../lib/forms';
import { usePendingForm } from '../lib/use-pending-form';
import type { Route } from './+types/settings.password';

/** PATCH /api/settings/password; spec §8 texts (success and failure) come from the server. */
export async function action(args: Route.ActionArgs) {
  const api = createAccountApi(args);
  const formData = await args.request.formData();
  try {
    const response = await updatePassword(api, {
      current_password: readFormText(formData, 'current_password'),
      password: readFormText(formData, 'password'),
      password_confirmation: readFormText(formData, 'password_confirmation'),
    });
    const success: FormSuccess = { ok: true, message: response.message };
    return success;
  } catch (error) {
    return toFormFailure(error, { request: args.request });
  }
}

/** spec §2 /settings/password (account layout, auth guard). */
export default function SettingsPasswordPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const isPending = usePendingForm();
  return (
    <SettingsPage section="password" lead={t('settings.password.lead')}>
      <SettingsCard>
        <PasswordForm result={actionData} pending={isPending} />
      </SettingsCard>
    </SettingsPage>
  );
}
