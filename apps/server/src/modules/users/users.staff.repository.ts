import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { insertOne, type Database } from '../../db/client';
import { playerNotes, sessions, users } from './users.schema';

export type PlayerNoteRow = typeof playerNotes.$inferSelect;
type UserRow = typeof users.$inferSelect;
type Role = UserRow['role'];

/**
 * Staff accounts and staff notes on accounts. Part of the users repository (users.repository.ts
 * spreads it in).
 */
export function createStaffRepository(db: Database) {
  return {
    /**
     * Accounts with one of `roles` (or the one with `id`), oldest first, each with the start of
     * its newest session still kept (sessions are deleted a day after they end).
     */
    findWithLastSignIn(filter: { roles?: readonly Role[]; id?: number }, tx: Database = db) {
      return tx
        .select({
          ...getTableColumns(users),
          // Qualified by hand: inside a select list Drizzle names columns without their table.
          lastSignInAt: sql<Date | string | null>`(select max(s.created_at)
            from ${sessions} s where s.user_id = ${users}.id)`,
        })
        .from(users)
        .where(
          and(
            filter.roles ? inArray(users.role, [...filter.roles]) : undefined,
            filter.id === undefined ? undefined : eq(users.id, filter.id),
          ),
        )
        .orderBy(users.id);
    },

    /** The account's row, locked until `tx` ends (its changes take turns); null when none. */
    async lockById(id: number, tx: Database): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      return row ?? null;
    },

    /**
     * Locks the rows of every account with `role` until `tx` ends and answers them: role
     * changes that count the admins wait for each other instead of both passing the count.
     */
    lockByRole(role: Role, tx: Database): Promise<{ id: number; blockedAt: Date | null }[]> {
      return tx
        .select({ id: users.id, blockedAt: users.blockedAt })
        .from(users)
        .where(eq(users.role, role))
        .orderBy(users.id)
        .for('update');
    },

    insertNote: (
      values: { userId: number; staffId: number | null; body: string },
      tx: Database = db,
    ): Promise<PlayerNoteRow> => insertOne(tx, playerNotes, values),

    /** The account's notes, newest first, with the name of the staff member who wrote each. */
    async listNotes(
      userId: number,
      limit = 50,
    ): Promise<(PlayerNoteRow & { staffName: string | null })[]> {
      return db
        .select({
          id: playerNotes.id,
          userId: playerNotes.userId,
          staffId: playerNotes.staffId,
          body: playerNotes.body,
          createdAt: playerNotes.createdAt,
          staffName: sql<
            string | null
          >`(select name from ${users} where ${users.id} = ${playerNotes.staffId})`,
        })
        .from(playerNotes)
        .where(eq(playerNotes.userId, userId))
        .orderBy(desc(playerNotes.id))
        .limit(limit);
    },
  };
}
