import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { UserRow, UsersRepository } from './users.repository';

/**
 * What staff do to an account (issue 17 "Players"): block and unblock it, and write notes on it.
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

    announceAccountChange: deps.announce,
  };
}
