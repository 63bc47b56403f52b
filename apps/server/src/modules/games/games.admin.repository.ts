import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, games } from './games.schema';
import type { CategoryRow, GameRow } from './games.repository';

/** The game columns staff may set, by field: kept through catalog imports once set. */
const STAFF_COLUMNS = {
  enabled: 'enabled',
  featured: 'featured',
  position: 'position',
  categoryId: 'category_id',
} as const;

/** What staff filter the whole catalog by (disabled games included, unlike the lobby's). */
export interface AdminGameFilter {
  q?: string | undefined;
  provider?: string | undefined;
  categoryId?: number | undefined;
  enabled?: boolean | undefined;
  featured?: boolean | undefined;
}

export type AdminGameOrder = 'position' | 'name' | 'newest';

const ORDERS: Record<AdminGameOrder, SQL[]> = {
  position: [asc(games.position), asc(games.id)],
  name: [sql`lower(${games.name}) asc`, asc(games.id)],
  newest: [desc(games.id)],
};

/** `%` and `_` in a search are literal characters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function toConditions(filter: AdminGameFilter): SQL | undefined {
  const q = filter.q?.trim();
  const pattern = q ? `%${escapeLike(q)}%` : '';
  return and(
    q
      ? or(
          ilike(games.name, pattern),
          ilike(games.slug, pattern),
          /^\d{1,9}$/.test(q) ? eq(games.id, Number(q)) : undefined,
        )
      : undefined,
    filter.provider === undefined
      ? undefined
      : sql`lower(${games.provider}) = lower(${filter.provider})`,
    filter.categoryId === undefined ? undefined : eq(games.categoryId, filter.categoryId),
    filter.enabled === undefined ? undefined : eq(games.enabled, filter.enabled),
    filter.featured === undefined ? undefined : eq(games.featured, filter.featured),
  );
}

/**
 * The back office's statements on the catalog (issue 17): the whole catalog paged, and staff's
 * changes to a game or a category; part of the games' repository.
 */
export function createGamesAdminRepository(db: Database) {
  return {
    async findAllGames(
      filter: AdminGameFilter,
      order: AdminGameOrder,
      range: { offset: number; limit: number },
    ): Promise<{ rows: GameRow[]; total: number }> {
      const where = toConditions(filter);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(games)
          .where(where)
          .orderBy(...ORDERS[order])
          .offset(range.offset)
          .limit(range.limit),
        db.select({ n: count() }).from(games).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    /** The game, locked until the transaction ends (what a change's audit calls "before"). */
    async lockGame(id: number, tx: Database): Promise<GameRow | null> {
      const [row] = await tx.select().from(games).where(eq(games.id, id)).for('update');
      return row ?? null;
    },

    async updateGame(
      id: number,
      patch: Partial<Pick<GameRow, 'enabled' | 'featured' | 'position' | 'categoryId'>>,
      tx: Database = db,
    ): Promise<GameRow | null> {
      // Remembered as staff's: the next catalog import keeps them (games.repository upsertGames).
      const columns = Object.keys(patch).map((key) => STAFF_COLUMNS[key as keyof typeof patch]);
      const [row] = await tx
        .update(games)
        .set({
          ...patch,
          staffSet: sql`array(select distinct unnest(${games.staffSet} || ${sql.param(columns)}::text[]))`,
          updatedAt: new Date(),
        })
        .where(eq(games.id, id))
        .returning();
      return row ?? null;
    },

    async findCategoryById(id: number, tx: Database = db): Promise<CategoryRow | null> {
      const [row] = await tx.select().from(categories).where(eq(categories.id, id));
      return row ?? null;
    },

    async lockCategory(id: number, tx: Database): Promise<CategoryRow | null> {
      const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      return row ?? null;
    },

    async updateCategory(
      id: number,
      patch: Partial<Pick<CategoryRow, 'position' | 'inMenu'>>,
      tx: Database = db,
    ): Promise<CategoryRow | null> {
      const [row] = await tx.update(categories).set(patch).where(eq(categories.id, id)).returning();
      return row ?? null;
    },

    /** How many games each category holds, and how many of them are shown. */
    async countGamesByCategory(
      tx: Database = db,
    ): Promise<{ categoryId: number | null; games: number; enabled: number }[]> {
      return tx
        .select({
          categoryId: games.categoryId,
          games: count(),
          enabled: sql<number>`(count(*) filter (where ${games.enabled}))::integer`,
        })
        .from(games)
        .groupBy(games.categoryId);
    },
  };
}

export type GamesAdminRepository = ReturnType<typeof createGamesAdminRepository>;
