import { and, asc, count, desc, eq, gt, lte, max, min, ne } from 'drizzle-orm';
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

    /** The categories of published blog posts (a scheduled post's category is not shown yet). */
    async findBlogCategories(now: Date, tx: Database = db): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ category: posts.category })
        .from(posts)
        .where(and(ne(posts.kind, 'promotion'), lte(posts.publishedAt, now)));
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

    /*
     * The back office's reads and writes (content.admin.service.ts): every row, scheduled posts
     * included; `lock` reads a row FOR UPDATE inside the change's transaction, so the audit's
     * "before" is the row the change replaced.
     */

    async findAllPosts(
      filter: { kind?: PostRow['kind'] | undefined },
      range: { offset: number; limit: number },
      tx: Database = db,
    ): Promise<{ rows: PostRow[]; total: number }> {
      const where = filter.kind === undefined ? undefined : eq(posts.kind, filter.kind);
      const [rows, totals] = await Promise.all([
        tx
          .select()
          .from(posts)
          .where(where)
          .orderBy(desc(posts.publishedAt), desc(posts.id))
          .offset(range.offset)
          .limit(range.limit),
        tx.select({ n: count() }).from(posts).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    async findPostById(id: number, tx: Database = db, lock = false): Promise<PostRow | null> {
      const query = tx.select().from(posts).where(eq(posts.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async insertPost(row: NewPostRow, tx: Database = db): Promise<PostRow> {
      const [inserted] = await tx.insert(posts).values(row).returning();
      return inserted!;
    },

    async updatePost(
      id: number,
      changes: Partial<NewPostRow>,
      tx: Database = db,
    ): Promise<PostRow | null> {
      const [row] = await tx.update(posts).set(changes).where(eq(posts.id, id)).returning();
      return row ?? null;
    },

    async deletePost(id: number, tx: Database = db): Promise<PostRow | null> {
      const [row] = await tx.delete(posts).where(eq(posts.id, id)).returning();
      return row ?? null;
    },

    async findAllPages(
      filter: { group?: PageRow['group'] | undefined },
      range: { offset: number; limit: number },
      tx: Database = db,
    ): Promise<{ rows: PageRow[]; total: number }> {
      const where = filter.group === undefined ? undefined : eq(pages.group, filter.group);
      const [rows, totals] = await Promise.all([
        tx
          .select()
          .from(pages)
          .where(where)
          .orderBy(asc(pages.group), asc(pages.position), asc(pages.id))
          .offset(range.offset)
          .limit(range.limit),
        tx.select({ n: count() }).from(pages).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    async findPageById(id: number, tx: Database = db, lock = false): Promise<PageRow | null> {
      const query = tx.select().from(pages).where(eq(pages.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** The next position at the end of a page group (0 for an empty group). */
    async findNextPagePosition(group: PageRow['group'], tx: Database = db): Promise<number> {
      const [row] = await tx
        .select({ top: max(pages.position) })
        .from(pages)
        .where(eq(pages.group, group));
      return row?.top === null || row?.top === undefined ? 0 : row.top + 1;
    },

    async insertPage(row: NewPageRow, tx: Database = db): Promise<PageRow> {
      const [inserted] = await tx.insert(pages).values(row).returning();
      return inserted!;
    },

    async updatePage(
      id: number,
      changes: Partial<NewPageRow>,
      tx: Database = db,
    ): Promise<PageRow | null> {
      const [row] = await tx.update(pages).set(changes).where(eq(pages.id, id)).returning();
      return row ?? null;
    },

    async deletePage(id: number, tx: Database = db): Promise<PageRow | null> {
      const [row] = await tx.delete(pages).where(eq(pages.id, id)).returning();
      return row ?? null;
    },

    /** Sliders of every kind (or one), each kind in its order. */
    async findAllSliders(
      kind: SliderRow['kind'] | undefined,
      tx: Database = db,
      lock = false,
    ): Promise<SliderRow[]> {
      const query = tx
        .select()
        .from(sliders)
        .where(kind === undefined ? undefined : eq(sliders.kind, kind))
        .orderBy(asc(sliders.kind), asc(sliders.position), asc(sliders.id));
      return lock ? query.for('update') : query;
    },

    async findSliderById(id: number, tx: Database = db, lock = false): Promise<SliderRow | null> {
      const query = tx.select().from(sliders).where(eq(sliders.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** The next position at the end of a kind's sliders (0 when it has none). */
    async findNextSliderPosition(kind: SliderRow['kind'], tx: Database = db): Promise<number> {
      const [row] = await tx
        .select({ top: max(sliders.position) })
        .from(sliders)
        .where(eq(sliders.kind, kind));
      return row?.top === null || row?.top === undefined ? 0 : row.top + 1;
    },

    async insertSlider(row: NewSliderRow, tx: Database = db): Promise<SliderRow> {
      const [inserted] = await tx.insert(sliders).values(row).returning();
      return inserted!;
    },

    async updateSlider(
      id: number,
      changes: Partial<NewSliderRow>,
      tx: Database = db,
    ): Promise<SliderRow | null> {
      const [row] = await tx.update(sliders).set(changes).where(eq(sliders.id, id)).returning();
      return row ?? null;
    },

    async deleteSlider(id: number, tx: Database = db): Promise<SliderRow | null> {
      const [row] = await tx.delete(sliders).where(eq(sliders.id, id)).returning();
      return row ?? null;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
