import type {
  AdminPlayer,
  AdminPlayerDetail,
  AdminPlayerLedgerQuery,
  AdminPlayersQuery,
} from '@casino/contracts';
import { can, isStaffRole } from '@casino/contracts';
import type { Database, Executor } from '../../db/client';
import type { StaffActor } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { AuditTrail } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { UsersService } from '../users/users.service';
import type { PlayerListRow, PlayersRepository } from './players.repository';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function toAdminPlayer(row: PlayerListRow): AdminPlayer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as AdminPlayer['role'],
    currency: row.currency,
    locale: row.locale,
    created_at: iso(row.created_at),
    email_verified_at: isoOrNull(row.email_verified_at),
    blocked_at: isoOrNull(row.blocked_at),
    blocked_reason: row.blocked_reason,
    w_balance: Number(row.w_balance),
  };
}

/** What the audit keeps of an account: its state, never its password or tokens. */
function accountState(row: NonNullable<Awaited<ReturnType<UsersService['findById']>>>) {
  return {
    name: row.name,
    email: row.email,
    role: row.role,
    blocked_at: row.blockedAt,
    blocked_reason: row.blockedReason,
  };
}

/**
 * The back office's players (issue 17): search, the player page, the paged ledger, block and
 * unblock, and staff notes. Every change is recorded in the audit trail in its transaction.
 */
export function createPlayersService(deps: {
  playersRepository: PlayersRepository;
  usersService: UsersService;
  ledgerService: LedgerService;
  audit: AuditTrail;
  /** A blocked account's game sessions take no new bets (the providers'), in the block's tx. */
  endGameSessions: (userId: number, tx: Executor) => Promise<unknown>;
}) {
  const { playersRepository: repo, usersService, audit } = deps;

  async function requirePlayer(userId: number): Promise<PlayerListRow> {
    const row = await repo.findPlayer(userId);
    if (!row) throw new AppError('PLAYER_NOT_FOUND');
    return row;
  }

  /**
   * Block or unblock in one transaction with its audit row; nodes are told after it commits.
   * Nobody blocks themselves, and a staff account is blocked only by a role that manages staff
   * (support blocks players, not the admins above it).
   */
  async function changeBlock(staff: StaffActor, userId: number, reason: string | null) {
    if (staff.userId === userId) throw new AppError('SELF_BLOCK');
    const target = await requirePlayer(userId);
    if (isStaffRole(target.role) && !can(staff.role, 'staff.manage')) {
      throw new AppError('FORBIDDEN');
    }
    const { endedSessionIds } = await audit.run(staff, async (tx: Database) => {
      const changed =
        reason === null
          ? await usersService.unblockAccount(userId, tx)
          : await usersService.blockAccount(userId, reason, tx);
      if (reason !== null) await deps.endGameSessions(userId, tx);
      return {
        result: changed,
        change: {
          action: reason === null ? 'player.unblock' : 'player.block',
          targetType: 'player',
          targetId: userId,
          before: accountState(changed.before),
          after: accountState(changed.after),
        },
      };
    });
    usersService.announceAccountChange(userId, endedSessionIds);
    return toAdminPlayer(await requirePlayer(userId));
  }

  return {
    async searchPlayers(query: AdminPlayersQuery) {
      const { rows, total } = await repo.search(query.q || undefined, {
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return { players: rows.map(toAdminPlayer), total };
    },

    async getPlayer(userId: number): Promise<Omit<AdminPlayerDetail, 'status'>> {
      const row = await requirePlayer(userId);
      const [balances, page, access, notes] = await Promise.all([
        deps.ledgerService.getPlayerBalances(userId, row.currency),
        repo.readPlayerPage(userId, row.currency),
        repo.readAccess(userId),
        usersService.listNotes(userId),
      ]);
      return {
        player: toAdminPlayer(row),
        balances: {
          w_balance: balances.w_balance,
          w_bonus_balance: balances.w_bonus_balance,
          held: page.held,
        },
        totals: {
          deposits: page.deposits,
          withdrawals: page.withdrawals,
          bets: page.bets,
          wins: page.wins,
        },
        deposits: page.recentDeposits.map((d) => ({
          ...d,
          amount: d.amount === null ? null : Number(d.amount),
          created_at: iso(d.created_at),
        })),
        withdrawals: page.recentWithdrawals.map((w) => ({
          ...w,
          amount: Number(w.amount),
          created_at: iso(w.created_at),
        })),
        bonuses: page.bonuses.map((b) => ({
          ...b,
          id: Number(b.id),
          amount: Number(b.amount),
          created_at: iso(b.created_at),
        })),
        sessions: access.sessions.map((s) => ({
          ...s,
          id: Number(s.id),
          created_at: iso(s.created_at),
          last_used_at: iso(s.last_used_at),
          expires_at: iso(s.expires_at),
          revoked_at: isoOrNull(s.revoked_at),
        })),
        documents: access.documents.map((d) => ({ ...d, created_at: iso(d.created_at) })),
        notes: notes.map((n) => ({
          id: n.id,
          staff: n.staffId === null ? null : { id: n.staffId, name: n.staffName ?? '' },
          body: n.body,
          created_at: n.createdAt.toISOString(),
        })),
      };
    },

    async playerLedger(userId: number, query: AdminPlayerLedgerQuery) {
      await requirePlayer(userId);
      const { rows, total } = await repo.ledgerPage(userId, query);
      return {
        entries: rows.map((row) => ({
          ...row,
          id: Number(row.id),
          amount: Number(row.amount),
          created_at: iso(row.created_at),
        })),
        total,
      };
    },

    blockPlayer: (staff: StaffActor, userId: number, reason: string) =>
      changeBlock(staff, userId, reason),
    unblockPlayer: (staff: StaffActor, userId: number) => changeBlock(staff, userId, null),

    async addNote(staff: StaffActor, userId: number, body: string) {
      await audit.run(staff, async (tx: Database) => {
        const note = await usersService.addNote(userId, staff.userId, body, tx);
        return {
          result: note,
          change: {
            action: 'player.note',
            targetType: 'player',
            targetId: userId,
            after: { note_id: note.id, body },
          },
        };
      });
      return this.getPlayer(userId);
    },
  };
}

export type PlayersService = ReturnType<typeof createPlayersService>;
