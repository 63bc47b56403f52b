import { useTranslation } from 'react-i18next';
import { StackedTableCard } from '../components/ui/stacked-table';
import { FormAlert } from '../components/ui/form-alert';
import { SettingsPage } from '../features/account/components/settings-page';
import { getNotifications } from '../features/notifications/api/get-notifications';
import { markNotificationRead } from '../features/notifications/api/mark-notification-read';
import { NotificationsTable } from '../features/notifications/components/notifications-table';
import { Pagination } from '../features/wallet/components/pagination';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { readFormText } from '../lib/forms';
import type { Route } from './+types/settings.notifications';

const PER_PAGE = 20;

function readPage(url: string): number {
  const page = Number(new URL(url).searchParams.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** POST /api/user/notifications: newest first, a page at a time (spec §4). */
export async function loader(args: Route.LoaderArgs) {
  const page = readPage(args.request.url);
  const list = await getNotifications(
    createAccountApi(args),
    { page, per_page: PER_PAGE },
    { signal: args.request.signal },
  );
  return { ...list, page };
}

/** spec §4: mark-read; the loaders run again, so the row and the menu badge update. */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const id = Number(readFormText(formData, 'id'));
  try {
    const { notification } = await markNotificationRead(createAccountApi(args), id);
    return { ok: true as const, notification };
  } catch (error) {
    return toFormFailure(error, { request: args.request });
  }
}

/** spec §2 /settings/notifications (account layout, auth guard). */
export default function SettingsNotificationsPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <SettingsPage section="notifications" lead={t('settings.notifications.lead')}>
      {actionData && !actionData.ok ? <FormAlert result={actionData} /> : null}
      <StackedTableCard breakpoint="md">
        <NotificationsTable notifications={loaderData.notifications} />
      </StackedTableCard>
      <Pagination
        page={loaderData.page}
        perPage={PER_PAGE}
        total={loaderData.total}
        getHref={(page) => `/settings/notifications?page=${page}`}
      />
    </SettingsPage>
  );
}
