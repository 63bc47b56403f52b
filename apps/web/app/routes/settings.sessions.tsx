import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { StackedTableCard } from '../components/ui/stacked-table';
import { FormAlert } from '../components/ui/form-alert';
import { getSessions } from '../features/account/api/get-sessions';
import { revokeSession } from '../features/account/api/revoke-session';
import { SessionsTable } from '../features/account/components/sessions-table';
import { SettingsPage } from '../features/account/components/settings-page';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { createExpiredTokenCookie } from '../lib/cookies';
import { readFormText, type FormSuccess } from '../lib/forms';
import type { Route } from './+types/settings.sessions';

export async function loader(args: Route.LoaderArgs) {
  const { sessions } = await getSessions(createAccountApi(args), { signal: args.request.signal });
  return { sessions };
}

/** DELETE /api/user/sessions/:id; ending this device's own session signs it out (spec §4). */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const id = Number(readFormText(formData, 'id'));
  try {
    const response = await revokeSession(createAccountApi(args), id);
    if (formData.has('current')) {
      const cookie = createExpiredTokenCookie(args.context.appUrl);
      return redirect('/login', { headers: { 'Set-Cookie': cookie } });
    }
    const success: FormSuccess = { ok: true, message: response.message };
    return success;
  } catch (error) {
    return toFormFailure(error, { request: args.request });
  }
}

/** spec §2 /settings/sessions: the signed-in devices, each of which can be ended. */
export default function SettingsSessionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <SettingsPage section="sessions" lead={t('settings.sessions.lead')}>
      <FormAlert result={actionData} />
      {/* One card around the table from xl; below, every session is its own card. */}
      <StackedTableCard breakpoint="xl">
        <SessionsTable sessions={loaderData.sessions} />
      </StackedTableCard>
      {/* The DB-IP Lite licence (CC BY 4.0) asks for this link wherever its results show. */}
      <p className="mt-3 text-right text-xs text-mist-500">
        <a
          href="https://db-ip.com"
          rel="noopener noreferrer"
          target="_blank"
          className="hover:text-mist-300"
        >
          IP Geolocation by DB-IP
        </a>
      </p>
    </SettingsPage>
  );
}
