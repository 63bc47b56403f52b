import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createGamesAdminRepository } from './games.admin.repository';
import { categories, games, providers } from './games.schema';

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategoryRow = typeof categories.$inferInsert;
export type NewProviderRow = typeof providers.$inferInsert;
export type ProviderRow = typeof providers.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;

export interface GameFilter {
  categoryId?: number | undefined;
  provider?: string | undefined;
  search?: string | undefined;
  flag?: 'liveCasino' | 'featured' | 'gameShow' | 'original' | undefined;
}

export type GameOrder = 'default' | 'popular' | 'asc' | 'desc';

/** `%` and `_` in a player's search are literal characters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function toConditions(filter: GameFilter): SQL | undefined {
  return and(
    eq(games.enabled, true),
    filter.categoryId === undefined ? undefined : eq(games.categoryId, filter.categoryId),
    filter.provider === undefined
      ? undefined
      : sql`lower(${games.provider}) = lower(${filter.provider})`,
    filter.search ? ilike(games.name, `%${escapeLike(filter.search)}%`) : undefined,
    filter.flag === undefined ? undefined : eq(games[filter.flag], true),
  );
}

const ORDERS: Record<GameOrder, SQL[]> = {
  default: [desc(games.featured), asc(games.id)],
  popular: [asc(games.position), asc(games.id)],
  asc: [sql`lower(${games.name}) asc`, asc(games.id)],
  desc: [sql`lower(${games.name}) desc`, asc(games.id)],
};

/** An import's value for a game column, unless staff set that column (games.staff_set). */
function keptIfStaffSet(column: string, imported: SQL): SQL {
  return sql`case when ${column} = any(${games.staffSet}) then ${sql.identifier('games')}.${sql.identifier(column)} else ${imported} end`;
}

export function createGamesRepository(db: Database) {
  return {
    // The back office's statements (games.admin.repository.ts).
    ...createGamesAdminRepository(db),

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

    /** Sets a provider's logo, creating the provider if the catalog has not named it yet. */
    async upsertProviderLogo(name: string, logo: string, tx: Database = db): Promise<void> {
      await tx
        .insert(providers)
        .values({ name, logo })
        .onConflictDoUpdate({ target: providers.name, set: { logo } });
    },

    /**
     * Registers a provider on the seamless wallet: a catalog-only provider of that name gains
     * the code; null when a wallet provider has that name. A code another provider has throws
     * a unique violation.
     */
    async registerWalletProvider(
      input: { code: string; name: string; secret: string; launchUrl: string; isDemo: boolean },
      tx: Database = db,
    ): Promise<ProviderRow | null> {
      const wallet = {
        code: input.code,
        secret: input.secret,
        launchUrl: input.launchUrl,
        isDemo: input.isDemo ? 1 : 0,
        walletEnabled: true,
      };
      const [row] = await tx
        .insert(providers)
        .values({ name: input.name, ...wallet })
        .onConflictDoUpdate({
          target: providers.name,
          set: wallet,
          setWhere: sql`${providers.code} is null`,
        })
        .returning();
      return row ?? null;
    },

    async updateWalletProvider(
      code: string,
      patch: Partial<Pick<ProviderRow, 'secret' | 'launchUrl' | 'walletEnabled'>>,
      tx: Database = db,
    ): Promise<ProviderRow | null> {
      const [row] = await tx
        .update(providers)
        .set(patch)
        .where(eq(providers.code, code))
        .returning();
      return row ?? null;
    },

    async findWalletProviders(): Promise<ProviderRow[]> {
      return db
        .select()
        .from(providers)
        .where(sql`${providers.code} is not null`)
        .orderBy(providers.code);
    },

    async findProviders(tx: Database = db): Promise<ProviderRow[]> {
      return tx.select().from(providers);
    },

    /** spec §3: providers are the distinct provider values of enabled games. */
    async countGamesByProvider(tx: Database = db): Promise<{ provider: string; n: number }[]> {
      return tx
        .select({ provider: games.provider, n: count() })
        .from(games)
        .where(eq(games.enabled, true))
        .groupBy(games.provider)
        .orderBy(asc(games.provider));
    },

    async findGames(
      filter: GameFilter,
      order: GameOrder,
      range: { offset: number; limit: number },
      tx: Database = db,
    ): Promise<{ rows: GameRow[]; total: number }> {
      const where = toConditions(filter);
      const [rows, totals] = await Promise.all([
        tx
          .select()
          .from(games)
          .where(where)
          .orderBy(...ORDERS[order])
          .offset(range.offset)
          .limit(range.limit),
        tx.select({ n: count() }).from(games).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    async findById(id: number, tx: Database = db): Promise<GameRow | null> {
      const [row] = await tx.select().from(games).where(eq(games.id, id));
      return row ?? null;
    },

    /** Enabled games among `ids`, in no particular order. */
    async findEnabledByIds(ids: number[]): Promise<GameRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(games)
        .where(and(inArray(games.id, ids), eq(games.enabled, true)));
    },

    /** Names of games by id, and of in-house games by external id (lowest id first). */
    async findNames(
      ids: number[],
      originals: string[],
    ): Promise<{ id: number; name: string; externalId: string; original: boolean }[]> {
      if (ids.length === 0 && originals.length === 0) return [];
      return db
        .select({
          id: games.id,
          name: games.name,
          externalId: games.externalId,
          original: games.original,
        })
        .from(games)
        .where(
          or(
            ids.length > 0 ? inArray(games.id, ids) : undefined,
            originals.length > 0
              ? and(eq(games.original, true), inArray(games.externalId, originals))
              : undefined,
          ),
        )
        .orderBy(games.id);
    },

    async findOriginalByExternalId(externalId: string): Promise<GameRow | null> {
      const [row] = await db
        .select()
        .from(games)
        .where(and(eq(games.original, true), eq(games.externalId, externalId)))
        .orderBy(asc(games.id))
        .limit(1);
      return row ?? null;
    },

    async findBySlug(slug: string, tx: Database = db): Promise<GameRow | null> {
      const [row] = await tx
        .select()
        .from(games)
        .where(eq(games.slug, slug))
        .orderBy(asc(games.id))
        .limit(1);
      return row ?? null;
    },

    /** Inserts or updates by (provider, external id). */
    async upsertGames(rows: NewGameRow[], tx: Database = db): Promise<void> {
      if (rows.length === 0) return;
      await tx
        .insert(games)
        .values(rows)
        .onConflictDoUpdate({
          target: [games.provider, games.externalId],
          set: {
            providedBy: sql`excluded.provided_by`,
            name: sql`excluded.name`,
            slug: sql`excluded.slug`,
            thumbnail: sql`excluded.thumbnail`,
            image: sql`excluded.image`,
            // What staff set in the back office stays as they left it (games.staff_set).
            categoryId: keptIfStaffSet('category_id', sql`excluded.category_id`),
            position: keptIfStaffSet('position', sql`excluded.position`),
            liveCasino: sql`excluded.live_casino`,
            featured: keptIfStaffSet('featured', sql`excluded.featured`),
            gameShow: sql`excluded.game_show`,
            original: sql`excluded.original`,
            hasDemo: sql`excluded.has_demo`,
            comingSoon: sql`excluded.coming_soon`,
            enabled: keptIfStaffSet('enabled', sql`true`),
            updatedAt: sql`now()`,
          },
        });
    },

    /** Disables a provider's games missing from its latest feed; returns how many. */
    async disableMissing(
      provider: string,
      keepExternalIds: string[],
      tx: Database = db,
    ): Promise<number> {
      // A game gone from its provider's feed is off whatever staff chose; when it returns the
      // import turns it on again, unless staff had switched it off themselves.
      const rows = await tx
        .update(games)
        .set({
          enabled: false,
          staffSet: sql`array_remove(${games.staffSet}, 'enabled')`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(games.provider, provider),
            eq(games.enabled, true),
            keepExternalIds.length > 0 ? notInArray(games.externalId, keepExternalIds) : undefined,
          ),
        )
        .returning({ id: games.id });
      return rows.length;
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
