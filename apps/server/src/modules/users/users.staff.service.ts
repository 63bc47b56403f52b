import { STAFF_ROLES, type Role } from '@casino/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { UserRow, UsersRepository } from './users.repository';

/**
 * What staff do to an account (issue 17 "Players", "Staff"): block and unblock it, write notes
 * on it, change its role.
 * Each runs in the caller's transaction (the back office records it in the audit trail there);
 * `announce` tells every node once it committed. users.service.ts spreads these in.
 */
export function createAccountStaffUseCases(deps: {
  usersRepository: UsersRepository;
  now: () => Date;
  /** The account changed: every node's cached profile and ended sessions are forgotten. */
  announce: (userId: number, endedSessionIds: number[]) => void;
}) {
  const { usersRepository: repo, now } = deps;

  async function requireAccount(userId: number, tx: Database): Promise<UserRow> {
    const row = await repo.findById(userId, tx);
    if (!row) throw new AppError('PLAYER_NOT_FOUND');
    return row;
  }

  return {
    /**
     * Blocks the account: it cannot sign in (PLAYER_BLOCKED) and every session ends, so it can
     * neither play nor ask for anything. Its money stays; staff may still pay its cash out.
     */
    async blockAccount(userId: number, reason: string, tx: Database) {
      const before = await requireAccount(userId, tx);
      const after = (await repo.update(
        userId,
        { blockedAt: before.blockedAt ?? now(), blockedReason: reason },
        tx,
      ))!;
      const endedSessionIds = await repo.revokeSessionsByUserId(userId, now(), {}, tx);
      return { before, after, endedSessionIds };
    },

    async unblockAccount(userId: number, tx: Database) {
      const before = await requireAccount(userId, tx);
      const after = (await repo.update(userId, { blockedAt: null, blockedReason: null }, tx))!;
      return { before, after, endedSessionIds: [] as number[] };
    },

    async addNote(userId: number, staffId: number | null, body: string, tx: Database) {
      await requireAccount(userId, tx);
      return repo.insertNote({ userId, staffId, body }, tx);
    },

    listNotes: (userId: number) => repo.listNotes(userId),

    /** Every staff account, oldest first, with the start of its newest session kept. */
    listStaff: () => repo.findWithLastSignIn({ roles: STAFF_ROLES }),

    /** One account as the staff page shows it (any role); null when there is none. */
    async findStaffView(userId: number) {
      const [row] = await repo.findWithLastSignIn({ id: userId });
      return row ?? null;
    },

    /**
     * Locks every admin's row until `tx` ends and answers them: a change that must leave an
     * admin counts them here, and two such changes take turns.
     */
    lockAdmins: (tx: Database) => repo.lockByRole('admin', tx),

    /** The account, its row locked until `tx` ends; null when there is none. */
    lockAccount: (userId: number, tx: Database) => repo.lockById(userId, tx),

    /**
     * Gives the account another role. Every session of the account ends (decision 028): the
     * new role holds from its next sign-in, and no node goes on answering with the old one.
     */
    async changeRole(userId: number, role: Role, tx: Database) {
      const before = await requireAccount(userId, tx);
      const after = (await repo.update(userId, { role }, tx))!;
      const endedSessionIds = await repo.revokeSessionsByUserId(userId, now(), {}, tx);
      return { before, after, endedSessionIds };
    },

    announceAccountChange: deps.announce,
  };
}
