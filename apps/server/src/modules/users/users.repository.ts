import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from './users.schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;

export function createUsersRepository(db: Database) {
  return {
    async findById(id: number, tx: Database = db): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async findByEmail(email: string, tx: Database = db): Promise<UserRow | null> {
      const [row] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row ?? null;
    },

    async insert(values: NewUserRow, tx: Database = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },

    async insertSession(values: NewSessionRow, tx: Database = db): Promise<SessionRow> {
      const [row] = await tx.insert(sessions).values(values).returning();
      if (!row) throw new Error('insert into sessions returned no row');
      return row;
    },

    /** A live session (not revoked, not expired) with its user. */
    async findActiveSessionByTokenHash(
      tokenHash: string,
      now: Date,
      tx: Database = db,
    ): Promise<{ session: SessionRow; user: UserRow } | null> {
      const [row] = await tx
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        );
      return row ?? null;
    },

    async touchSession(id: number, now: Date, tx: Database = db): Promise<void> {
      await tx.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
