import { and, asc, count, desc, eq, gt, lte, min, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pages, posts, sliders, vipLevels } from './content.schema';

export type PageRow = typeof pages.$inferSelect;
export type NewPageRow = typeof pages.$inferInsert;
export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;
export type VipLevelRow = typeof vipLevels.$inferSelect;
export type NewVipLevelRow = typeof vipLevels.$inferInsert;
export type SliderRow = typeof sliders.$inferSelect;
export type NewSliderRow = typeof sliders.$inferInsert;

export interface PostFilter {
  kind: PostRow['kind'];
  category?: string | undefined;
}

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

    async findPageBySlug(slug: string, tx: Database = db): Promise<PageRow | null> {
      const [row] = await tx.select().from(pages).where(eq(pages.slug, slug));
      return row ?? null;
    },

    async setPageBody(slug: string, body: PageRow['body'], tx: Database = db): Promise<void> {
      await tx.update(pages).set({ body }).where(eq(pages.slug, slug));
    },

    async insertPages(rows: NewPageRow[], tx: Database = db): Promise<void> {
      if (rows.length > 0) await tx.insert(pages).values(rows).onConflictDoNothing();
    },

    /**
     * Published posts (not scheduled for later), newest first, and when the next scheduled one
     * of the same filter is published (null when none is).
     */
    async findPosts(
      filter: PostFilter,
      range: { offset: number; limit: number },
      now: Date,
      tx: Database = db,
    ): Promise<{ rows: PostRow[]; total: number; nextPublishedAt: Date | null }> {
      const chosen = and(
        eq(posts.kind, filter.kind),
        filter.category === undefined ? undefined : eq(posts.category, filter.category),
      );
      const where = and(chosen, lte(posts.publishedAt, now));
      const [rows, totals, next] = await Promise.all([
        tx
          .select()
          .from(posts)
          .where(where)
          .orderBy(desc(posts.publishedAt), desc(posts.id))
          .offset(range.offset)
          .limit(range.limit),
        tx.select({ n: count() }).from(posts).where(where),
        tx
          .select({ at: min(posts.publishedAt) })
          .from(posts)
          .where(and(chosen, gt(posts.publishedAt, now))),
      ]);
      return { rows, total: totals[0]?.n ?? 0, nextPublishedAt: next[0]?.at ?? null };
    },

    async findPostBySlug(slug: string, now: Date, tx: Database = db): Promise<PostRow | null> {
      const [row] = await tx
        .select()
        .from(posts)
        .where(and(eq(posts.slug, slug), lte(posts.publishedAt, now)));
      return row ?? null;
    },

    async findBlogCategories(tx: Database = db): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ category: posts.category })
        .from(posts)
        .where(ne(posts.kind, 'promotion'));
      return rows.map((row) => row.category);
    },

    async insertPosts(rows: NewPostRow[], tx: Database = db): Promise<void> {
      if (rows.length > 0) await tx.insert(posts).values(rows).onConflictDoNothing();
    },

    async findVipLevels(tx: Database = db): Promise<VipLevelRow[]> {
      return tx.select().from(vipLevels).orderBy(asc(vipLevels.position));
    },

    async insertVipLevels(rows: NewVipLevelRow[], tx: Database = db): Promise<void> {
      if (rows.length > 0) await tx.insert(vipLevels).values(rows).onConflictDoNothing();
    },

    async findSliders(kind: SliderRow['kind'], tx: Database = db): Promise<SliderRow[]> {
      return tx
        .select()
        .from(sliders)
        .where(eq(sliders.kind, kind))
        .orderBy(asc(sliders.position), asc(sliders.id));
    },

    async insertSliders(rows: NewSliderRow[], tx: Database = db): Promise<void> {
      if (rows.length > 0) await tx.insert(sliders).values(rows);
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
