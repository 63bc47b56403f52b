import type { Session } from '@casino/contracts';
import { clsx } from 'clsx';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { SubmitButton } from '../../../components/ui/form-field';
import {
  StackedCell,
  StackedDateTime,
  StackedTable,
  StackedTableEmpty,
} from '../../../components/ui/stacked-table';

function getDeviceIcon(device: string) {
  if (/ipad|tablet/i.test(device)) return Tablet;
  if (/iphone|android|mobile|phone/i.test(device)) return Smartphone;
  return Monitor;
}

/**
 * spec §3 Session: device, IP, city, location, when it signed in and was last used; each row can
 * be ended (DELETE /api/user/sessions/:id). Ending this device's session signs it out.
 */
export function SessionsTable({ sessions }: { sessions: Session[] }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pendingId = navigation.state !== 'idle' ? navigation.formData?.get('id') : undefined;
  const unknown = t('settings.sessions.unknown');
  const headers = [
    t('settings.sessions.device'),
    t('settings.sessions.ip'),
    t('settings.sessions.city'),
    t('settings.sessions.location'),
    t('settings.sessions.created'),
    t('settings.sessions.lastUsed'),
  ];

  if (sessions.length === 0) {
    return <StackedTableEmpty>{t('settings.sessions.empty')}</StackedTableEmpty>;
  }

  return (
    <StackedTable
      testId="sessions-table"
      breakpoint="xl"
      columns={headers}
      actionsLabel={t('settings.sessions.actions')}
    >
      {sessions.map((session) => {
        const DeviceIcon = getDeviceIcon(session.device);
        const device = session.device || unknown;
        return (
          <tr
            key={session.id}
            data-current={session.current || undefined}
            className={clsx(
              'grid gap-x-6 gap-y-2 rounded-2xl bg-ink-900 p-4 ring-1 sm:grid-cols-3',
              'xl:table-row xl:rounded-none xl:p-0 xl:ring-0',
              'xl:border-b xl:border-white/5 xl:last:border-0',
              session.current
                ? 'ring-brand-400/25 xl:bg-brand-400/[0.04]'
                : 'ring-white/5 xl:bg-transparent',
            )}
          >
            <td className="mb-1 flex items-center gap-3 sm:col-span-3 xl:mb-0 xl:table-cell xl:py-3.5 xl:pr-3 xl:pl-4">
              <span className="flex items-center gap-3">
                <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-white/5 text-mist-300">
                  <DeviceIcon className="size-4" aria-hidden />
                </span>
                <span className="min-w-0">
                  <span className="block font-medium text-white">{device}</span>
                  {session.current ? (
                    <Badge tone="success" className="mt-1" testId="session-current">
                      {t('settings.sessions.thisDevice')}
                    </Badge>
                  ) : null}
                </span>
              </span>
            </td>
            <StackedCell
              isTall
              label={headers[1]!}
              className="xl:max-w-40"
              valueClassName="font-mono text-xs break-all"
            >
              {session.ip ?? unknown}
            </StackedCell>
            <StackedCell isTall label={headers[2]!}>
              {session.city || unknown}
            </StackedCell>
            <StackedCell isTall label={headers[3]!}>
              {session.location || unknown}
            </StackedCell>
            <StackedCell isTall label={headers[4]!} className="tabular-nums">
              <StackedDateTime iso={session.created_at} />
            </StackedCell>
            <StackedCell isTall label={headers[5]!} className="tabular-nums">
              <StackedDateTime iso={session.last_used_at} />
            </StackedCell>
            <td className="mt-2 block sm:col-span-3 sm:mt-1 xl:mt-0 xl:table-cell xl:py-3.5 xl:pr-4 xl:pl-3 xl:text-right">
              <Form method="post">
                <input type="hidden" name="id" value={session.id} />
                {session.current ? <input type="hidden" name="current" value="1" /> : null}
                <SubmitButton
                  variant="outline"
                  size="sm"
                  pending={pendingId === String(session.id)}
                  aria-label={t('settings.sessions.revokeLabel', { device })}
                  className="w-full sm:w-auto"
                >
                  {t('settings.sessions.revoke')}
                </SubmitButton>
              </Form>
            </td>
          </tr>
        );
      })}
    </StackedTable>
  );
}
