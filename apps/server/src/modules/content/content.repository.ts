import { and, asc, count, desc, eq, gt, lte, max, min, ne, sql, type SQL } from 'drizzle-orm';
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

/** The back office's posts: of one kind, one status (the site's view of them at `now`), or all. */
export interface StaffPostFilter {
  kind?: PostRow['kind'] | undefined;
  status?: 'published' | 'scheduled' | 'draft' | undefined;
}

/** Only what the site may show: never a draft, whatever its date. */
const notDraft = eq(posts.isDraft, false);

/** The posts of a status at `now` (see StaffPostFilter); every post without one. */
function byStatus(status: StaffPostFilter['status'], now: Date): SQL | undefined {
  switch (status) {
    case 'draft':
      return eq(posts.isDraft, true);
    case 'published':
      return and(notDraft, lte(posts.publishedAt, now));
    case 'scheduled':
      return and(notDraft, gt(posts.publishedAt, now));
    default:
      return undefined;
  }
}

type Range = { offset: number; limit: number };

/** The tables the back office edits row by row: posts, pages and sliders. */
type ContentTable = typeof posts | typeof pages | typeof sliders;

/** Serialises the content changes that add or drop a reference to an uploaded picture. */
const IMAGES_LOCK_CLASS = 1_402_617;

/**
 * One row of a content table by id: read (FOR UPDATE with `lock`), insert, update, delete;
 * each answers the row as it is after (or was, deleted), null when there is none.
 */
export interface RowAccess<Row, NewRow> {
  findById(id: number, tx?: Database, lock?: boolean): Promise<Row | null>;
  insert(row: NewRow, tx?: Database): Promise<Row>;
  update(id: number, changes: Partial<NewRow>, tx?: Database): Promise<Row | null>;
  delete(id: number, tx?: Database): Promise<Row | null>;
}

function createRowAccess<Table extends ContentTable>(
  db: Database,
  table: Table,
): RowAccess<Table['$inferSelect'], Table['$inferInsert']> {
  type Row = Table['$inferSelect'];
  // Drizzle's builders cannot type a generic table: the queries are typed as posts' (they run
  // on `table` all the same) and their rows are cast back to the table's own.
  const rows = table as typeof posts;
  const byId = (id: number) => eq(rows.id, id);
  return {
    async findById(id, tx = db, lock = false) {
      const query = tx.select().from(rows).where(byId(id));
      const [row] = lock ? await query.for('update') : await query;
      return (row as Row | undefined) ?? null;
    },

    async insert(row, tx = db) {
      const [inserted] = await tx
        .insert(rows)
        .values(row as NewPostRow)
        .returning();
      return inserted as Row;
    },

    async update(id, changes, tx = db) {
      const [row] = await tx
        .update(rows)
        .set(changes as Partial<NewPostRow>)
        .where(byId(id))
        .returning();
      return (row as Row | undefined) ?? null;
    },

    async delete(id, tx = db) {
      const [row] = await tx.delete(rows).where(byId(id)).returning();
      return (row as Row | undefined) ?? null;
    },
  };
}

/** One page of a table's rows in `orderBy`, and how many rows `where` chooses in all. */
async function findCounted<Table extends ContentTable>(
  tx: Database,
  table: Table,
  query: { where: SQL | undefined; orderBy: SQL[]; range: Range },
): Promise<{ rows: Table['$inferSelect'][]; total: number }> {
  const rows = table as typeof posts;
  const [found, totals] = await Promise.all([
    tx
      .select()
      .from(rows)
      .where(query.where)
      .orderBy(...query.orderBy)
      .offset(query.range.offset)
      .limit(query.range.limit),
    tx.select({ n: count() }).from(rows).where(query.where),
  ]);
  return { rows: found as Table['$inferSelect'][], total: totals[0]?.n ?? 0 };
}

/** The position after the last of the rows `where` chooses (0 when there are none). */
async function findNextPosition(
  tx: Database,
  table: typeof pages | typeof sliders,
  where: SQL,
): Promise<number> {
  const [row] = await tx
    .select({ top: max(table.position) })
    .from(table)
    .where(where);
  return row?.top === null || row?.top === undefined ? 0 : row.top + 1;
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
     * Published posts (not scheduled for later, no draft), newest first, and when the next
     * scheduled one of the same filter is published (null when none is).
     */
    async findPosts(
      filter: PostFilter,
      range: { offset: number; limit: number },
      now: Date,
      tx: Database = db,
    ): Promise<{ rows: PostRow[]; total: number; nextPublishedAt: Date | null }> {
      const chosen = and(
        notDraft,
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
        .where(and(eq(posts.slug, slug), notDraft, lte(posts.publishedAt, now)));
      return row ?? null;
    },

    /** The categories of published blog posts (a scheduled post's or a draft's is not shown). */
    async findBlogCategories(now: Date, tx: Database = db): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ category: posts.category })
        .from(posts)
        .where(and(ne(posts.kind, 'promotion'), notDraft, lte(posts.publishedAt, now)));
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
     * and drafts included; `lock` reads a row FOR UPDATE inside the change's transaction, so the audit's
     * "before" is the row the change replaced.
     */

    /** Runs `work` in one transaction (an uploaded picture's clean-up, under lockImages). */
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Database));
    },

    /**
     * Inside a transaction: waits for the other content changes that take it to commit, so
     * what isImageReferenced reads next is every reference any of them made.
     */
    async lockImages(tx: Database): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMAGES_LOCK_CLASS}, 0)`);
    },

    /** Whether any post, page or slider holds `url` in any field (a Markdown link included). */
    async isImageReferenced(url: string, tx: Database = db): Promise<boolean> {
      for (const table of [posts, pages, sliders] as const) {
        const rows = table as typeof posts;
        // `posts::text` is the whole row as text: its JSONB texts and plain columns alike.
        const [row] = await tx
          .select({ id: rows.id })
          .from(rows)
          .where(sql`strpos(${rows}::text, ${url}) > 0`)
          .limit(1);
        if (row) return true;
      }
      return false;
    },

    findAllPosts: (
      filter: StaffPostFilter,
      range: Range,
      now: Date,
      tx: Database = db,
    ): Promise<{ rows: PostRow[]; total: number }> =>
      findCounted(tx, posts, {
        where: and(
          filter.kind === undefined ? undefined : eq(posts.kind, filter.kind),
          byStatus(filter.status, now),
        ),
        orderBy: [desc(posts.publishedAt), desc(posts.id)],
        range,
      }),

    /** Posts one by one (the back office's editor). */
    posts: createRowAccess(db, posts),

    findAllPages: (
      filter: { group?: PageRow['group'] | undefined },
      range: Range,
      tx: Database = db,
    ): Promise<{ rows: PageRow[]; total: number }> =>
      findCounted(tx, pages, {
        where: filter.group === undefined ? undefined : eq(pages.group, filter.group),
        orderBy: [asc(pages.group), asc(pages.position), asc(pages.id)],
        range,
      }),

    /** Pages one by one (the back office's editor). */
    pages: createRowAccess(db, pages),

    /** The next position at the end of a page group (0 for an empty group). */
    findNextPagePosition: (group: PageRow['group'], tx: Database = db): Promise<number> =>
      findNextPosition(tx, pages, eq(pages.group, group)),

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

    /** Sliders one by one (the back office's editor). */
    sliders: createRowAccess(db, sliders),

    /** The next position at the end of a kind's sliders (0 when it has none). */
    findNextSliderPosition: (kind: SliderRow['kind'], tx: Database = db): Promise<number> =>
      findNextPosition(tx, sliders, eq(sliders.kind, kind)),
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
