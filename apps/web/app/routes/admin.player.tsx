import { toLocale } from '@casino/contracts/locales';
import { ArrowLeft, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../components/ui/badge';
import { ButtonLink } from '../components/ui/button';
import { AdminPage } from '../features/admin/components/admin-page';
import { RoleBadge } from '../features/admin/components/role-badge';
import { PlayerAccess } from '../features/admin/players/components/player-access';
import {
  PlayerBonuses,
  PlayerDeposits,
  PlayerWithdrawals,
} from '../features/admin/players/components/player-activity';
import { PlayerCashout } from '../features/admin/players/components/player-cashout';
import { PlayerDocuments } from '../features/admin/players/components/player-documents';
import { LedgerFiltersForm, LedgerTable } from '../features/admin/players/components/player-ledger';
import { PlayerNotes } from '../features/admin/players/components/player-notes';
import { PlayerOverview } from '../features/admin/players/components/player-overview';
import { PlayerSessions } from '../features/admin/players/components/player-sessions';
import { PlayerTabs } from '../features/admin/players/components/player-tabs';
import { loadPlayerPage, runPlayerAction } from '../features/admin/players/player-page.server';
import { getPlayerHref, LEDGER_PER_PAGE } from '../features/admin/players/player-query';
import { Pagination } from '../features/wallet/components/pagination';
import { formatDateTime } from '../lib/format';
import { selectFormResult } from '../lib/forms';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.player';

/** Issue 17: GET /api/admin/players/:id, and the ledger's page on its tab. */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requirePermission(args, 'players.view');
  return loadPlayerPage(args, staff);
}

/**
 * Block, unblock, add a note, approve or reject a document, pay out a blocked player's cash
 * (each checks its permission).
 */
export async function action(args: Route.ActionArgs) {
  return runPlayerAction(args);
}

/** Issue 17: one player's account, money, activity, documents and staff notes. */
export default function AdminPlayerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language) ?? 'en';
  const { detail, tab, ledger, now, canManage, canReview, cashout } = loaderData;
  const { player } = detail;
  const money = { currency: player.currency, locale };
  return (
    <AdminPage
      icon={UserRound}
      title={player.name}
      lead={t('players.idLine', { email: player.email, id: player.id })}
      aside={
        <>
          {player.blocked_at ? (
            <Badge tone="danger" testId="player-blocked">
              {t('players.blockedSince', { time: formatDateTime(player.blocked_at) })}
            </Badge>
          ) : null}
          {player.role === 'player' ? (
            <Badge>{t('players.player')}</Badge>
          ) : (
            <RoleBadge role={player.role} />
          )}
          <ButtonLink to="/admin/players" variant="outline" size="sm">
            <ArrowLeft className="size-4" aria-hidden />
            {t('players.backToList')}
          </ButtonLink>
        </>
      }
    >
      <PlayerOverview detail={detail} locale={locale}>
        <PlayerAccess player={player} canManage={canManage} result={actionData} />
      </PlayerOverview>
      {cashout ? (
        <PlayerCashout
          currency={player.currency}
          coins={cashout.coins}
          idempotencyKey={cashout.key}
          result={selectFormResult(actionData, 'cashout')}
        />
      ) : null}
      <PlayerTabs
        playerId={player.id}
        current={tab}
        counts={{
          deposits: detail.deposits.length,
          withdrawals: detail.withdrawals.length,
          bonuses: detail.bonuses.length,
          sessions: detail.sessions.length,
          documents: detail.documents.length,
          notes: detail.notes.length,
        }}
      />
      <div data-testid={`player-tab-${tab}`} className="space-y-4">
        {tab === 'ledger' && ledger ? (
          <>
            <LedgerFiltersForm
              playerId={player.id}
              filters={ledger.filters}
              failure={ledger.failure ?? undefined}
            />
            <p className="text-sm text-mist-400 tabular-nums" data-testid="ledger-total">
              {t('players.ledger.total', { count: ledger.total })}
            </p>
            <LedgerTable entries={ledger.entries} locale={locale} />
            <Pagination
              page={ledger.page}
              perPage={LEDGER_PER_PAGE}
              total={ledger.total}
              getHref={(page) => getPlayerHref(player.id, { filters: ledger.filters, page })}
            />
          </>
        ) : null}
        {tab === 'deposits' ? <PlayerDeposits deposits={detail.deposits} {...money} /> : null}
        {tab === 'withdrawals' ? (
          <PlayerWithdrawals withdrawals={detail.withdrawals} {...money} />
        ) : null}
        {tab === 'bonuses' ? <PlayerBonuses bonuses={detail.bonuses} {...money} /> : null}
        {tab === 'sessions' ? <PlayerSessions sessions={detail.sessions} now={now} /> : null}
        {tab === 'documents' ? (
          <PlayerDocuments
            playerId={player.id}
            documents={detail.documents}
            canReview={canReview}
            result={actionData}
          />
        ) : null}
        {tab === 'notes' ? (
          <PlayerNotes notes={detail.notes} result={selectFormResult(actionData, 'note')} />
        ) : null}
      </div>
    </AdminPage>
  );
}
