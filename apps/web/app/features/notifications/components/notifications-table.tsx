import type { Notification } from '@casino/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { SubmitButton } from '../../../components/ui/form-field';
import { StackedTable, StackedTableEmpty } from '../../../components/ui/stacked-table';
import { formatDateTime } from '../../../lib/format';

/**
 * spec §2 /settings/notifications: message, date ("date - time", spec §9), read or unread, and
 * a mark-read action on unread rows (POST /api/user/notifications/read). Newest first, as the
 * API lists them. Below md every notification is its own card.
 */
export function NotificationsTable({ notifications }: { notifications: Notification[] }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pendingId = navigation.state !== 'idle' ? navigation.formData?.get('id') : undefined;
  if (notifications.length === 0) {
    return (
      <StackedTableEmpty testId="notifications-empty">
        {t('settings.notifications.empty')}
      </StackedTableEmpty>
    );
  }
  return (
    <StackedTable
      testId="notifications-table"
      breakpoint="md"
      columns={[
        { label: t('settings.notifications.message'), canWrap: true },
        t('settings.notifications.date'),
        { label: t('settings.notifications.status'), canWrap: true },
      ]}
      actionsLabel={t('settings.notifications.actions')}
    >
      {notifications.map((notification) => {
        const isUnread = notification.read === 0;
        return (
          <tr
            key={notification.id}
            data-testid="notification-row"
            data-read={isUnread ? '0' : '1'}
            className={clsx(
              'grid gap-2 rounded-2xl bg-ink-900 p-4 ring-1 ring-white/5',
              'md:table-row md:rounded-none md:bg-transparent md:p-0 md:ring-0',
              'md:border-b md:border-white/5 md:last:border-0',
            )}
          >
            <td
              className={clsx(
                'md:px-3 md:py-3.5',
                isUnread ? 'font-medium text-white' : 'text-mist-300',
              )}
            >
              {notification.message}
            </td>
            <td className="text-xs text-mist-400 tabular-nums md:px-3 md:py-3.5 md:text-sm md:whitespace-nowrap">
              {formatDateTime(notification.created_at)}
            </td>
            <td className="md:px-3 md:py-3.5">
              <Badge tone={isUnread ? 'info' : 'neutral'} testId="notification-status">
                {isUnread ? t('settings.notifications.unread') : t('settings.notifications.read')}
              </Badge>
            </td>
            <td className="md:px-3 md:py-3.5 md:text-right">
              {isUnread ? (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="id" value={notification.id} />
                  <SubmitButton
                    variant="outline"
                    size="sm"
                    pending={pendingId === String(notification.id)}
                    data-testid="notification-mark-read"
                    aria-label={t('settings.notifications.markReadLabel', {
                      message: notification.message,
                    })}
                    className="w-full sm:w-auto"
                  >
                    {t('settings.notifications.markRead')}
                  </SubmitButton>
                </Form>
              ) : null}
            </td>
          </tr>
        );
      })}
    </StackedTable>
  );
}
