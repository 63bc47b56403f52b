import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { insertOne, type Database, type PreparedQuery } from '../../db/client';
import { sessions, users, userTokens, verificationDocuments } from './users.schema';
import { createStaffRepository } from './users.staff.repository';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;
export type UserTokenRow = typeof userTokens.$inferSelect;
export type TokenPurpose = UserTokenRow['purpose'];
export type VerificationDocumentRow = typeof verificationDocuments.$inferSelect;
export type NewVerificationDocumentRow = typeof verificationDocuments.$inferInsert;

/** A live session as a request's principal needs it. */
export interface ActiveSession {
  sessionId: number;
  userId: number;
  role: UserRow['role'];
  lastUsedAt: Date;
  expiresAt: Date;
}

const USER_COLUMNS = Object.entries(getTableColumns(users));

// The per-request lookups, as named statements on PostgreSQL (parsed and planned once per
// connection); Drizzle's query builder answers the same on the embedded database. Columns are
// named, not `*`: a column added by a migration must not change a prepared statement's result.
const USER_BY_ID = `select ${USER_COLUMNS.map(([, column]) => `"${column.name}"`).join(', ')}
  from users where id = $1`;
const SESSION_BY_TOKEN_HASH = `select s.id as session_id, s.user_id, u.role,
    s.last_used_at, s.expires_at
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2
    and u.blocked_at is null`;

/** A users row by column name, as the driver parsed it (integers, text, Dates), as Drizzle's. */
/** A token of `purpose` with this hash that is neither used nor expired at `now`. */
function liveToken(purpose: TokenPurpose, tokenHash: string, now: Date) {
  return and(
    eq(userTokens.purpose, purpose),
    eq(userTokens.tokenHash, tokenHash),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, now),
  );
}

function toUserRow(raw: Record<string, unknown>): UserRow {
  return Object.fromEntries(
    USER_COLUMNS.map(([key, column]) => [key, raw[column.name]]),
  ) as UserRow;
}

export function createUsersRepository(
  db: Database,
  options: { prepared?: PreparedQuery | null } = {},
) {
  const { prepared = null } = options;
  return {
    ...createStaffRepository(db),
    /**
     * Housekeeping: removes sessions that ended (expired or revoked) and mailed tokens that
     * expired or were used, before `before`. Answers how many of each went.
     */
    async deleteEndedBefore(before: Date): Promise<{ sessions: number; tokens: number }> {
      const endedSessions = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
        .returning({ id: sessions.id });
      const endedTokens = await db
        .delete(userTokens)
        .where(or(lt(userTokens.expiresAt, before), lt(userTokens.usedAt, before)))
        .returning({ id: userTokens.id });
      return { sessions: endedSessions.length, tokens: endedTokens.length };
    },

    async findById(id: number, tx: Database = db): Promise<UserRow | null> {
      if (prepared && tx === db) {
        const [raw] = await prepared<Record<string, unknown>>('users_by_id', USER_BY_ID, [id]);
        return raw ? toUserRow(raw) : null;
      }
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

    async findByRefCode(refCode: string, tx: Database = db): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.refCode, refCode));
      return row ?? null;
    },

    /** Ids of every account with the role, in id order (admin broadcasts). */
    async findIdsByRole(role: UserRow['role'], tx: Database = db): Promise<number[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, role))
        .orderBy(users.id);
      return rows.map((row) => row.id);
    },

    async findFirstByRole(role: UserRow['role'], tx: Database = db): Promise<UserRow | null> {
      const [row] = await tx
        .select()
        .from(users)
        .where(eq(users.role, role))
        .orderBy(users.id)
        .limit(1);
      return row ?? null;
    },

    /** Players whose name matches, ignoring case and surrounding spaces (at most `limit`). */
    findByName(name: string, limit = 2, tx: Database = db): Promise<UserRow[]> {
      return tx
        .select()
        .from(users)
        .where(sql`lower(${users.name}) = lower(${name.trim()})`)
        .limit(limit);
    },

    async countByReferrerId(referrerId: number, tx: Database = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(users)
        .where(eq(users.referrerId, referrerId));
      return row?.n ?? 0;
    },

    insert: (values: NewUserRow, tx: Database = db): Promise<UserRow> =>
      insertOne(tx, users, values),

    async update(
      id: number,
      values: Partial<Omit<NewUserRow, 'id'>>,
      tx: Database = db,
    ): Promise<UserRow | null> {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },

    insertSession: (values: NewSessionRow, tx: Database = db): Promise<SessionRow> =>
      insertOne(tx, sessions, values),

    /** A live session (not revoked, not expired) by its token's hash, with its user's role. */
    async findActiveSessionByTokenHash(
      tokenHash: string,
      now: Date,
    ): Promise<ActiveSession | null> {
      if (prepared) {
        type Raw = {
          session_id: string | number;
          user_id: number;
          role: UserRow['role'];
          last_used_at: Date | string;
          expires_at: Date | string;
        };
        const [raw] = await prepared<Raw>('users_session_by_token', SESSION_BY_TOKEN_HASH, [
          tokenHash,
          now,
        ]);
        return raw
          ? {
              sessionId: Number(raw.session_id),
              userId: raw.user_id,
              role: raw.role,
              lastUsedAt: new Date(raw.last_used_at),
              expiresAt: new Date(raw.expires_at),
            }
          : null;
      }
      const [row] = await db
        .select({
          sessionId: sessions.id,
          userId: sessions.userId,
          role: users.role,
          lastUsedAt: sessions.lastUsedAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            // A blocked account's tokens answer nothing, whatever a session cache still holds.
            isNull(users.blockedAt),
          ),
        );
      return row ?? null;
    },

    async findActiveSessionsByUserId(
      userId: number,
      now: Date,
      tx: Database = db,
    ): Promise<SessionRow[]> {
      return tx
        .select()
        .from(sessions)
        .where(
          and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        )
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
    },

    async touchSession(id: number, now: Date, tx: Database = db): Promise<void> {
      await tx.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
    },

    /** Revokes one session of one user; false when it is not theirs or already ended. */
    async revokeSession(
      userId: number,
      sessionId: number,
      now: Date,
      tx: Database = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)),
        )
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /** Ends the user's live sessions (all, or all but one) and returns their ids. */
    async revokeSessionsByUserId(
      userId: number,
      now: Date,
      options: { exceptSessionId?: number } = {},
      tx: Database = db,
    ): Promise<number[]> {
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            options.exceptSessionId === undefined
              ? undefined
              : ne(sessions.id, options.exceptSessionId),
          ),
        )
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    },

    async insertToken(
      values: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
      tx: Database = db,
    ): Promise<void> {
      await tx.insert(userTokens).values(values);
    },

    /** A live token (unused, unexpired) without spending it: a step that may be retried. */
    async findLiveToken(
      purpose: TokenPurpose,
      tokenHash: string,
      now: Date,
    ): Promise<UserTokenRow | null> {
      const [row] = await db
        .select()
        .from(userTokens)
        .where(liveToken(purpose, tokenHash, now));
      return row ?? null;
    },

    /**
     * Marks a live token used and returns it, in one statement: two concurrent uses of the same
     * token cannot both succeed.
     */
    async consumeToken(
      purpose: TokenPurpose,
      tokenHash: string,
      now: Date,
      tx: Database = db,
    ): Promise<UserTokenRow | null> {
      const [row] = await tx
        .update(userTokens)
        .set({ usedAt: now })
        .where(liveToken(purpose, tokenHash, now))
        .returning();
      return row ?? null;
    },

    /** Older unused tokens stop working once a newer one is mailed or one is used. */
    async expireTokens(
      userId: number,
      purpose: TokenPurpose,
      now: Date,
      tx: Database = db,
    ): Promise<void> {
      await tx
        .update(userTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(userTokens.userId, userId),
            eq(userTokens.purpose, purpose),
            isNull(userTokens.usedAt),
          ),
        );
    },

    async insertDocument(
      values: NewVerificationDocumentRow,
      tx: Database = db,
    ): Promise<VerificationDocumentRow> {
      return insertOne(tx, verificationDocuments, values);
    },

    async findDocumentsByUserId(
      userId: number,
      tx: Database = db,
    ): Promise<VerificationDocumentRow[]> {
      return tx
        .select()
        .from(verificationDocuments)
        .where(eq(verificationDocuments.userId, userId))
        .orderBy(desc(verificationDocuments.createdAt), desc(verificationDocuments.id));
    },

    async findDocumentById(id: number, tx: Database = db): Promise<VerificationDocumentRow | null> {
      const [row] = await tx
        .select()
        .from(verificationDocuments)
        .where(eq(verificationDocuments.id, id));
      return row ?? null;
    },

    async updateDocument(
      id: number,
      values: Pick<NewVerificationDocumentRow, 'status' | 'reason' | 'reviewedBy' | 'reviewedAt'>,
      tx: Database = db,
    ): Promise<VerificationDocumentRow | null> {
      const [row] = await tx
        .update(verificationDocuments)
        .set(values)
        .where(eq(verificationDocuments.id, id))
        .returning();
      return row ?? null;
    },

    /** How many of the user's documents have one of the statuses (the upload quota). */
    async countDocumentsByUserId(
      userId: number,
      statuses: readonly VerificationDocumentRow['status'][],
      tx: Database = db,
    ): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(verificationDocuments)
        .where(
          and(
            eq(verificationDocuments.userId, userId),
            inArray(verificationDocuments.status, [...statuses]),
          ),
        );
      return row?.n ?? 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
