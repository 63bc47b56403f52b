import type { AdminPlayer } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { EmptyNote } from '../../../../components/ui/empty-note';
import { StackedDateTime } from '../../../../components/ui/stacked-table';
import { formatBalance } from '../../../../lib/money';
import { AdminTable, CELL_CLASS } from '../../components/admin-table';
import { RoleBadge } from '../../components/role-badge';
import { getPlayerHref } from '../player-query';

type PlayersTableProps = { players: readonly AdminPlayer[]; locale: Locale };

/** The search's results: who, their id and currency, what they may withdraw, and their state. */
export function PlayersTable({ players, locale }: PlayersTableProps) {
  const { t } = useTranslation('admin');
  if (players.length === 0) {
    return <EmptyNote testId="players-empty">{t('players.empty')}</EmptyNote>;
  }
  const columns = [
    { label: t('players.columns.player') },
    { label: t('players.columns.id') },
    { label: t('players.columns.currency') },
    { label: t('players.columns.balance'), align: 'right' as const },
    { label: t('players.columns.verified') },
    { label: t('players.columns.state') },
    { label: t('players.columns.joined') },
    { label: t('players.open'), srOnly: true },
  ];
  return (
    <AdminTable testId="players-table" columns={columns}>
      {players.map((player) => (
        <tr key={player.id} data-player={player.id} className="hover:bg-white/[0.02]">
          <td className={CELL_CLASS}>
            <Link
              to={getPlayerHref(player.id)}
              className="font-medium text-white hover:text-violet-200"
            >
              {player.name}
            </Link>
            <p className="text-xs break-all text-mist-400">{player.email}</p>
          </td>
          <td className={`${CELL_CLASS} text-mist-300 tabular-nums`}>#{player.id}</td>
          <td className={CELL_CLASS}>{player.currency}</td>
          <td className={`${CELL_CLASS} text-right font-semibold whitespace-nowrap tabular-nums`}>
            {formatBalance(player.w_balance, player.currency, locale)}
          </td>
          <td className={CELL_CLASS}>
            <Badge tone={player.email_verified_at ? 'success' : 'warning'}>
              {player.email_verified_at ? t('players.verified') : t('players.notVerified')}
            </Badge>
          </td>
          <td className={CELL_CLASS}>
            <span className="flex flex-wrap gap-1.5">
              {player.blocked_at ? (
                <Badge tone="danger" testId="player-blocked">
                  {t('players.blocked')}
                </Badge>
              ) : (
                <Badge>{t('players.active')}</Badge>
              )}
              {player.role === 'player' ? null : <RoleBadge role={player.role} />}
            </span>
          </td>
          <td className={`${CELL_CLASS} whitespace-nowrap text-mist-300`}>
            <StackedDateTime iso={player.created_at} />
          </td>
          <td className={`${CELL_CLASS} text-right`}>
            <Link
              to={getPlayerHref(player.id)}
              aria-label={t('players.openPlayer', { name: player.name })}
              className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-violet-300 hover:text-violet-200"
            >
              {t('players.open')}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
