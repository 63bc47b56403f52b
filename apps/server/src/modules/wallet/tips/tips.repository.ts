import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { tips } from '../wallet.schema';

export type TipRow = typeof tips.$inferSelect;
export type NewTipRow = typeof tips.$inferInsert;

/** Tips between players. Part of the wallet repository (wallet.repository.ts). */
export function createTipRepository(db: Database) {
  return {
    async insertTip(tx: Executor, row: NewTipRow): Promise<TipRow> {
      const [inserted] = await tx.insert(tips).values(row).returning();
      if (!inserted) throw new Error('tip not inserted');
      return inserted;
    },

    async findTipByKey(idempotencyKey: string): Promise<TipRow | null> {
      const [row] = await db.select().from(tips).where(eq(tips.idempotencyKey, idempotencyKey));
      return row ?? null;
    },
  };
}
