import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, providers } from './games.schema';

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategoryRow = typeof categories.$inferInsert;
export type NewProviderRow = typeof providers.$inferInsert;

export function createGamesRepository(db: Database) {
  return {
    async findCategories(tx: Database = db): Promise<CategoryRow[]> {
      return tx.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
    },

    async insertCategories(rows: NewCategoryRow[], tx: Database = db): Promise<void> {
      if (rows.length === 0) return;
      await tx.insert(categories).values(rows).onConflictDoNothing();
      // Seeded rows carry fixed ids (category 3 is "popular", spec §2); move the sequence past them.
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('categories', 'id'), (select max(id) from categories))`,
      );
    },

    async insertProviders(rows: NewProviderRow[], tx: Database = db): Promise<void> {
      if (rows.length > 0) await tx.insert(providers).values(rows).onConflictDoNothing();
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
