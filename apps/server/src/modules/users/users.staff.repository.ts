import { desc, eq, sql } from 'drizzle-orm';
import { insertOne, type Database } from '../../db/client';
import { playerNotes, users } from './users.schema';

export type PlayerNoteRow = typeof playerNotes.$inferSelect;

/** Staff notes on accounts. Part of the users repository (users.repository.ts spreads it in). */
export function createStaffNotesRepository(db: Database) {
  return {
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
