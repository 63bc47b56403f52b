import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pages } from './content.schema';

export type PageRow = typeof pages.$inferSelect;
export type NewPageRow = typeof pages.$inferInsert;

export function createContentRepository(db: Database) {
  return {
    async findPages(
      range: { offset: number; limit: number },
      tx: Database = db,
    ): Promise<PageRow[]> {
      return tx
        .select()
        .from(pages)
        .orderBy(asc(pages.group), asc(pages.position), asc(pages.id))
        .offset(range.offset)
        .limit(range.limit);
    },

    async insertPages(rows: NewPageRow[], tx: Database = db): Promise<void> {
      if (rows.length > 0) await tx.insert(pages).values(rows).onConflictDoNothing();
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
