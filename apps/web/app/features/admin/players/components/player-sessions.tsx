import type { AdminPlayerDetail } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { EmptyNote } from '../../../../components/ui/empty-note';
import { StackedDateTime } from '../../../../components/ui/stacked-table';
import { formatDateTime } from '../../../../lib/format';
import { AdminTable, CELL_CLASS } from '../../components/admin-table';

type Session = AdminPlayerDetail['sessions'][number];

/**
 * The player's sign-ins: device, where from and whether each still lets them in. `now` is the
 * moment the page was read (the loader's), so the server render and the browser agree.
 */
export function PlayerSessions({ sessions, now }: { sessions: readonly Session[]; now: string }) {
  const { t } = useTranslation('admin');
  if (sessions.length === 0) {
    return <EmptyNote testId="sessions-empty">{t('players.sessions.empty')}</EmptyNote>;
  }
  const columns = [
    { label: t('players.sessions.columns.started') },
    { label: t('players.sessions.columns.lastUsed') },
    { label: t('players.sessions.columns.device') },
    { label: t('players.sessions.columns.ip') },
    { label: t('players.sessions.columns.location') },
    { label: t('players.sessions.columns.state') },
  ];
  const unknown = t('players.sessions.unknown');
  return (
    <AdminTable testId="sessions-table" columns={columns}>
      {sessions.map((session) => (
        <tr key={session.id} className="hover:bg-white/[0.02]">
          <td className={`${CELL_CLASS} whitespace-nowrap text-mist-300`}>
            <StackedDateTime iso={session.created_at} />
          </td>
          <td className={`${CELL_CLASS} whitespace-nowrap text-mist-300`}>
            <StackedDateTime iso={session.last_used_at} />
          </td>
          <td className={CELL_CLASS}>{session.device ?? unknown}</td>
          <td className={`${CELL_CLASS} font-mono text-xs`}>{session.ip ?? unknown}</td>
          <td className={CELL_CLASS}>{session.location ?? unknown}</td>
          <td className={CELL_CLASS}>
            <SessionState session={session} now={now} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function SessionState({ session, now }: { session: Session; now: string }) {
  const { t } = useTranslation('admin');
  if (session.revoked_at) {
    return (
      <Badge>{t('players.sessions.revoked', { time: formatDateTime(session.revoked_at) })}</Badge>
    );
  }
  // ISO instants in UTC compare as text.
  if (session.expires_at <= now) return <Badge>{t('players.sessions.expired')}</Badge>;
  return <Badge tone="success">{t('players.sessions.active')}</Badge>;
}
