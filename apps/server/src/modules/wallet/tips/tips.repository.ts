import { eq } from 'drizzle-orm';
import { insertOne, type Database, type Executor } from '../../../db/client';
import { tips } from '../wallet.schema';

export type TipRow = typeof tips.$inferSelect;
export type NewTipRow = typeof tips.$inferInsert;

/** Tips between players. Part of the wallet repository (wallet.repository.ts). */
export function createTipRepository(db: Database) {
  return {
    async insertTip(tx: Executor, row: NewTipRow): Promise<TipRow> {
      return insertOne(tx, tips, row);
    },

    async findTipByKey(idempotencyKey: string): Promise<TipRow | null> {
      const [row] = await db.select().from(tips).where(eq(tips.idempotencyKey, idempotencyKey));
      return row ?? null;
    },
  };
}
