import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { entityWallets } from '../wallet.schema';

export type EntityWalletRow = typeof entityWallets.$inferSelect;
export type NewEntityWalletRow = typeof entityWallets.$inferInsert;

/** The coin table (entity_wallets). Part of the wallet repository (wallet.repository.ts). */
export function createCoinRepository(db: Database) {
  return {
    listCoins(): Promise<EntityWalletRow[]> {
      return db
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
    async insertMissingCoins(rows: NewEntityWalletRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(entityWallets).values(rows).onConflictDoNothing();
    },

    async updateCoin(
      id: number,
      patch: Partial<NewEntityWalletRow>,
    ): Promise<EntityWalletRow | null> {
      const [row] = await db
        .update(entityWallets)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(entityWallets.id, id))
        .returning();
      return row ?? null;
    },
  };
}
