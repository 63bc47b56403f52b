import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getAdminTexts } from '../features/admin/admin-texts.server';
import { broadcastNotification } from '../features/admin/content/api/broadcast-notification';
import { BroadcastForm } from '../features/admin/content/components/broadcast-form';
import { ContentNav } from '../features/admin/content/components/content-nav';
import { AdminCard, AdminPage } from '../features/admin/components/admin-page';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { readFormText, type FormSuccess } from '../lib/forms';
import { requirePermission } from '../lib/guards.server';
import { usePendingForm } from '../lib/use-pending-form';
import type { Route } from './+types/admin.content.broadcast';

/** Issue 17 "Content": the broadcast is `notifications.broadcast`'s (admin, content). */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, 'notifications.broadcast');
  return null;
}

/**
 * POST /api/admin/notifications/broadcast `{message}`: says how many players it reached; the
 * API's refusals (the message's length) come back on the field, in the staff's language.
 */
export async function action(args: Route.ActionArgs) {
  await requirePermission(args, 'notifications.broadcast');
  const api = createAccountApi(args);
  const message = readFormText(await args.request.formData(), 'message').trim();
  try {
    const recipients = await broadcastNotification(api, message);
    const texts = getAdminTexts(args.request).content.broadcast;
    const text = (recipients === 1 ? texts.sent_one : texts.sent_other).replace(
      '{{count}}',
      String(recipients),
    );
    const success: FormSuccess = { ok: true, message: text };
    return success;
  } catch (error) {
    return toFormFailure(error, { request: args.request, values: { message } });
  }
}

/** Issue 17 "Content": a notification to every player. */
export default function AdminContentBroadcastPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const isPending = usePendingForm();
  return (
    <AdminPage icon={Megaphone} title={t('content.title')} lead={t('content.broadcast.lead')}>
      <ContentNav current="broadcast" canBroadcast />
      <AdminCard title={t('content.broadcast.title')} className="max-w-3xl">
        <BroadcastForm result={actionData} pending={isPending} />
      </AdminCard>
    </AdminPage>
  );
}
