import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Database, type Executor } from '../../db/client';
import {
  crashChainCheckpoints,
  crashChains,
  crashGames,
  crashRounds,
  type CrashLimitsByCurrency,
} from './originals.schema';
import { createCrashBetsRepository } from './originals.bets.repository';

export type CrashGameRow = typeof crashGames.$inferSelect;
export type CrashChainRow = typeof crashChains.$inferSelect;
export type CrashRoundRow = typeof crashRounds.$inferSelect;

export type { CrashBetRow } from './originals.bets.repository';

/** Games, chains and rounds; the bets' SQL is in originals.bets.repository.ts. */
export function createOriginalsRepository(db: Database) {
  const exec = (executor?: Executor) => (executor ?? db) as Database;
  /** The newest round (by `newest`, the id unless told) that meets `where`, if any. */
  const findNewestRound = async (
    where: SQL | undefined,
    newest: PgColumn = crashRounds.id,
  ): Promise<CrashRoundRow | null> => {
    const [row] = await db.select().from(crashRounds).where(where).orderBy(desc(newest)).limit(1);
    return row ?? null;
  };
  return {
    /** The database's clock, epoch milliseconds: every node decides by this one clock. */
    async now(executor?: Executor): Promise<number> {
      const [row] = await queryRows<{ now: number | string }>(
        exec(executor),
        sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as now`,
      );
      return Number(row?.now);
    },

    /** `lock`: inside a transaction, kept from other changes until it ends (FOR UPDATE). */
    async findGame(
      game: string,
      executor?: Executor,
      options: { lock?: boolean } = {},
    ): Promise<CrashGameRow | null> {
      const query = exec(executor).select().from(crashGames).where(eq(crashGames.game, game));
      const [row] = await (options.lock ? query.for('update') : query);
      return row ?? null;
    },

    async insertGameUnlessExists(row: {
      game: string;
      houseEdgeBps: number;
      bettingMs: number;
      limits: CrashLimitsByCurrency;
    }): Promise<void> {
      await db.insert(crashGames).values(row).onConflictDoNothing();
    },

    async updateGameSettings(
      game: string,
      settings: Partial<Pick<CrashGameRow, 'houseEdgeBps' | 'bettingMs' | 'limits'>>,
      executor?: Executor,
    ): Promise<void> {
      await exec(executor)
        .update(crashGames)
        .set({ ...settings, updatedAt: new Date() })
        .where(eq(crashGames.game, game));
    },

    async findChainById(id: number, executor?: Executor): Promise<CrashChainRow | null> {
      const [row] = await exec(executor).select().from(crashChains).where(eq(crashChains.id, id));
      return row ?? null;
    },

    async findCurrentChain(game: string): Promise<CrashChainRow | null> {
      const [row] = await db
        .select({ chain: crashChains })
        .from(crashGames)
        .innerJoin(crashChains, eq(crashChains.id, crashGames.chainId))
        .where(eq(crashGames.game, game));
      return row?.chain ?? null;
    },

    /** Stores a new chain with its checkpoints and makes it the game's current one. */
    async insertChain(
      executor: Executor,
      chain: {
        game: string;
        seed: string;
        terminatingHash: string;
        length: number;
        isDemo: boolean;
      },
      checkpoints: { position: number; hash: string }[],
    ): Promise<CrashChainRow> {
      const [row] = await executor.insert(crashChains).values(chain).returning();
      if (!row) throw new Error('crash chain not stored');
      for (let start = 0; start < checkpoints.length; start += 1000) {
        await executor
          .insert(crashChainCheckpoints)
          .values(checkpoints.slice(start, start + 1000).map((c) => ({ chainId: row.id, ...c })));
      }
      await executor
        .update(crashGames)
        .set({ chainId: row.id, updatedAt: new Date() })
        .where(eq(crashGames.game, chain.game));
      return row;
    },

    /** Sets the salt of a chain that has none yet; false when it already had one. */
    async setSaltOnce(chainId: number, salt: string, isDemo?: boolean): Promise<boolean> {
      const rows = await db
        .update(crashChains)
        .set({ salt, ...(isDemo === undefined ? {} : { isDemo }) })
        .where(and(eq(crashChains.id, chainId), sql`${crashChains.salt} is null`))
        .returning({ id: crashChains.id });
      return rows.length > 0;
    },

    /** The nearest stored checkpoint at or below `position`. */
    async findCheckpointAtOrBelow(
      chainId: number,
      position: number,
    ): Promise<{ position: number; hash: string } | null> {
      const [row] = await db
        .select({ position: crashChainCheckpoints.position, hash: crashChainCheckpoints.hash })
        .from(crashChainCheckpoints)
        .where(
          and(
            eq(crashChainCheckpoints.chainId, chainId),
            sql`${crashChainCheckpoints.position} <= ${position}`,
          ),
        )
        .orderBy(desc(crashChainCheckpoints.position))
        .limit(1);
      return row ?? null;
    },

    findLastRoundOfChain: (chainId: number) =>
      findNewestRound(eq(crashRounds.chainId, chainId), crashRounds.number),

    /** The game's round that is not finished (betting or running), if any. */
    findUnfinishedRound: (game: string) =>
      findNewestRound(and(eq(crashRounds.game, game), sql`${crashRounds.status} <> 'crashed'`)),

    /** Crashed rounds that still have open bets (a process died between crash and settling). */
    async findCrashedRoundsWithOpenBets(game: string): Promise<CrashRoundRow[]> {
      return db
        .select()
        .from(crashRounds)
        .where(
          and(
            eq(crashRounds.game, game),
            eq(crashRounds.status, 'crashed'),
            sql`${crashRounds.id} in (select b.round_id from crash_bets b where b.game = ${game} and b.status = 'open')`,
          ),
        )
        .orderBy(crashRounds.id);
    },

    findLatestRound: (game: string) => findNewestRound(eq(crashRounds.game, game)),

    async findRoundById(id: number, executor?: Executor): Promise<CrashRoundRow | null> {
      const [row] = await exec(executor).select().from(crashRounds).where(eq(crashRounds.id, id));
      return row ?? null;
    },

    /** Finished rounds, newest first (the history and /fairness). */
    async findCrashedRounds(
      game: string,
      options: { limit: number; before?: number | undefined },
    ): Promise<(CrashRoundRow & { salt: string | null; terminatingHash: string })[]> {
      const rows = await db
        .select({
          round: crashRounds,
          salt: crashChains.salt,
          terminatingHash: crashChains.terminatingHash,
        })
        .from(crashRounds)
        .innerJoin(crashChains, eq(crashChains.id, crashRounds.chainId))
        .where(
          and(
            eq(crashRounds.game, game),
            eq(crashRounds.status, 'crashed'),
            options.before === undefined ? undefined : lt(crashRounds.id, options.before),
          ),
        )
        .orderBy(desc(crashRounds.id))
        .limit(options.limit);
      return rows.map((row) => ({
        ...row.round,
        salt: row.salt,
        terminatingHash: row.terminatingHash,
      }));
    },

    /** A new round, betting until the database's clock passes now + bettingMs. */
    async insertRound(round: {
      game: string;
      chainId: number;
      number: number;
      hash: string;
      crashX100: number;
      houseEdgeBps: number;
      bettingMs: number;
    }): Promise<CrashRoundRow> {
      const { bettingMs, ...values } = round;
      const [row] = await db
        .insert(crashRounds)
        .values({
          ...values,
          status: 'betting',
          bettingEndsAt: sql`clock_timestamp() + ${`${bettingMs} milliseconds`}::interval`,
        })
        .returning();
      if (!row) throw new Error('crash round not stored');
      return row;
    },

    /** betting -> running at the database's clock; null when another leader did it first. */
    async startRound(id: number): Promise<CrashRoundRow | null> {
      const [row] = await db
        .update(crashRounds)
        // Never before the window's end, even when the leader's timer fires a little early.
        .set({
          status: 'running',
          startedAt: sql`greatest(clock_timestamp(), ${crashRounds.bettingEndsAt})`,
        })
        .where(and(eq(crashRounds.id, id), eq(crashRounds.status, 'betting')))
        .returning();
      return row ?? null;
    },

    /** -> crashed (exactly once); null when it already was. */
    async finishRound(
      executor: Executor,
      id: number,
      options: { refunded: boolean },
    ): Promise<CrashRoundRow | null> {
      const [row] = await executor
        .update(crashRounds)
        .set({ status: 'crashed', crashedAt: sql`clock_timestamp()`, refunded: options.refunded })
        .where(and(eq(crashRounds.id, id), sql`${crashRounds.status} <> 'crashed'`))
        .returning();
      return row ?? null;
    },

    async setRoundCap(id: number, capX100: number): Promise<void> {
      await db
        .update(crashRounds)
        .set({ capX100 })
        .where(and(eq(crashRounds.id, id), eq(crashRounds.status, 'running')));
    },

    ...createCrashBetsRepository(db),
  };
}

export type OriginalsRepository = ReturnType<typeof createOriginalsRepository>;
