import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { recoveryCodes, twoFactor } from './twofactor.schema';

export type TwoFactorRow = typeof twoFactor.$inferSelect;

/** The only file with SQL for the two-factor tables. */
export function createTwoFactorRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async findByUserId(userId: number): Promise<TwoFactorRow | null> {
      const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
      return row ?? null;
    },

    /**
     * Starts or restarts an enrolment with a new secret; never over an enabled one (a setup
     * racing the confirmation of the previous secret): null then.
     */
    async savePending(userId: number, secretEncrypted: string): Promise<TwoFactorRow | null> {
      const [row] = await db
        .insert(twoFactor)
        .values({ userId, secretEncrypted })
        .onConflictDoUpdate({
          target: twoFactor.userId,
          set: { secretEncrypted, enabledAt: null, lastStep: null, updatedAt: sql`now()` },
          where: isNull(twoFactor.enabledAt),
        })
        .returning();
      return row ?? null;
    },

    /** Turns on the pending secret that was checked (not one a later setup replaced). */
    async enable(
      tx: Executor,
      values: { userId: number; secretEncrypted: string; step: number; at: Date },
    ): Promise<boolean> {
      const rows = await tx
        .update(twoFactor)
        .set({ enabledAt: values.at, lastStep: values.step, updatedAt: values.at })
        .where(
          and(
            eq(twoFactor.userId, values.userId),
            isNull(twoFactor.enabledAt),
            eq(twoFactor.secretEncrypted, values.secretEncrypted),
          ),
        )
        .returning({ userId: twoFactor.userId });
      return rows.length === 1;
    },

    /**
     * Records `step` as used, in one statement: only when it is later than the last one, so a
     * code works once even when two requests bring it at the same moment.
     */
    async claimStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(twoFactor)
        .set({ lastStep: step, updatedAt: sql`now()` })
        .where(
          and(
            eq(twoFactor.userId, userId),
            isNotNull(twoFactor.enabledAt),
            or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step)),
          ),
        )
        .returning({ userId: twoFactor.userId });
      return rows.length === 1;
    },

    /** Removes the secret and every recovery code of the user. */
    async deleteByUserId(tx: Executor, userId: number): Promise<void> {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    },

    /** The user's recovery codes become exactly these (their hashes). */
    async replaceRecoveryCodes(tx: Executor, userId: number, codeHashes: string[]): Promise<void> {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** Spends an unused recovery code of the user, in one statement; false when there is none. */
    async useRecoveryCode(userId: number, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },

    async countUnusedRecoveryCodes(userId: number): Promise<number> {
      const [row] = await db
        .select({ left: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.left ?? 0;
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
