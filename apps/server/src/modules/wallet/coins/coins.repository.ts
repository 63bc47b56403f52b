import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { entityWallets } from '../wallet.schema';

export type EntityWalletRow = typeof entityWallets.$inferSelect;
export type NewEntityWalletRow = typeof entityWallets.$inferInsert;

/** The coin table (entity_wallets). Part of the wallet repository (wallet.repository.ts). */
export function createCoinRepository(db: Database) {
  return {
    listCoins(tx: Executor = db): Promise<EntityWalletRow[]> {
      return tx
        .select()
        .from(entityWallets)
        .orderBy(asc(entityWallets.position), asc(entityWallets.id));
    },

    async findCoinById(id: number): Promise<EntityWalletRow | null> {
      const [row] = await db.select().from(entityWallets).where(eq(entityWallets.id, id));
      return row ?? null;
    },

    async findCoinByCode(code: string): Promise<EntityWalletRow | null> {
      const [row] = await db.select().from(entityWallets).where(eq(entityWallets.shortCode, code));
      return row ?? null;
    },

    /** Inserts the coins that are missing; existing rows (operator edits) are left alone. */
    async insertMissingCoins(rows: NewEntityWalletRow[], tx: Executor = db): Promise<void> {
      if (rows.length > 0) await tx.insert(entityWallets).values(rows).onConflictDoNothing();
    },

    async updateCoin(
      id: number,
      patch: Partial<NewEntityWalletRow>,
      tx: Executor = db,
    ): Promise<EntityWalletRow | null> {
      const [row] = await tx
        .update(entityWallets)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(entityWallets.id, id))
        .returning();
      return row ?? null;
    },
  };
}
