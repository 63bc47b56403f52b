import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { MIGRATIONS_DIR } from '../paths';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded';
import {
  IDLE_TIMEOUT_MS,
  isSharedSocketPresent,
  SHARED_SOCKET_PORT,
  sharedSocketDir,
} from './pglite-share';
import { applyOwnedSql } from './owned-sql';
import * as schema from './schema';

export type Schema = typeof schema;
/** Drizzle over node-postgres, on PostgreSQL or on the embedded database's socket: one driver. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';
/** The database or an open transaction: repositories take either (STYLE.md). */
export type Executor = Pick<Database, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

/**
 * A named (server-side prepared) statement on the pool, for the few hottest queries: parsed
 * and planned once per connection instead of on every call. PostgreSQL only.
 */
export type PreparedQuery = <T>(name: string, text: string, values: unknown[]) => Promise<T[]>;

/** A session-level advisory lock held on its own connection until released or lost. */
export interface HeldLock {
  /** Resolves when the lock's connection is gone: another process may hold it now. */
  lost: Promise<void>;
  release(): Promise<void>;
}

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** node-postgres settings for a connection of its own (the job queue opens its pool). */
  connection: pg.PoolConfig;
  prepared: PreparedQuery | null;
  /**
   * Takes the advisory lock (classId, objectId) if free, on a connection of its own so that it
   * lasts exactly as long as this process's hold on it; null when another session holds it.
   * On the embedded database the one process that opened it holds every lock.
   */
  tryAdvisoryLock(classId: number, objectId: number): Promise<HeldLock | null>;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export { MIGRATIONS_DIR };

/**
 * PostgreSQL when a URL is given, else PGlite (PostgreSQL compiled to WASM) persisted in
 * `dataDir`, or in memory when `dataDir` is null (tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  poolSize?: number;
  /**
   * The embedded database only. `serve`: share it on a socket in DATA_DIR (the server does,
   * so operator commands run beside it); `join`: when another process has it open, connect to
   * that process's socket (the CLI does). Decision 014.
   */
  share?: 'serve' | 'join';
}): Promise<DatabaseHandle> {
  if (options.databaseUrl)
    return openPostgres({ connectionString: options.databaseUrl }, options.poolSize ?? 10);
  try {
    return await openPglite(options.dataDir, options.share === 'serve');
  } catch (error) {
    const dataDir = options.dataDir;
    if (!(error instanceof DatabaseInUseError) || options.share !== 'join' || !dataDir) throw error;
    if (!isSharedSocketPresent(dataDir)) throw error;
    return joinSharedPglite(dataDir);
  }
}

/** The running server's embedded database through its socket: one connection, queued. */
async function joinSharedPglite(dataDir: string): Promise<DatabaseHandle> {
  const connection = {
    host: sharedSocketDir(dataDir),
    port: SHARED_SOCKET_PORT,
    user: 'postgres',
    database: 'postgres',
  };
  // One command at a time shares the database; a second one waits for its turn.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const probe = new pg.Client(connection);
    try {
      await probe.connect();
      await probe.end();
      break;
    } catch (error) {
      await probe.end().catch(() => {});
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const handle = await openPostgres(connection, 1);
  // A command joining the server's embedded database never leads anything.
  return { ...handle, driver: 'pglite', prepared: null, tryAdvisoryLock: async () => null };
}

async function openPostgres(
  connection: pg.PoolConfig,
  max: number,
  idleTimeoutMillis?: number,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    ...connection,
    max,
    ...(idleTimeoutMillis ? { idleTimeoutMillis } : {}),
  });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const prepared: PreparedQuery = async <T>(name: string, text: string, values: unknown[]) =>
    (await pool.query({ name, text, values })).rows as T[];
  return {
    db,
    driver: 'postgres',
    connection,
    prepared,
    migrate: async () => {
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      await applyOwnedSql(db);
    },
    ping: () => ping(db),
    tryAdvisoryLock: (classId, objectId) => holdAdvisoryLock(connection, classId, objectId),
    close: () => pool.end(),
  };
}

/** How often a held advisory lock's connection is checked (a dead one means the lock is lost). */
const LOCK_CHECK_MS = 2000;

async function holdAdvisoryLock(
  connection: pg.PoolConfig,
  classId: number,
  objectId: number,
): Promise<HeldLock | null> {
  const client = new pg.Client({ ...connection, keepAlive: true });
  let markLost = () => {};
  const lost = new Promise<void>((resolve) => (markLost = resolve));
  client.on('error', () => markLost());
  client.on('end', () => markLost());
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1, $2) as locked',
      [classId, objectId],
    );
    if (!rows[0]?.locked) {
      await client.end();
      return null;
    }
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  // A connection cut without a word (a network partition) is noticed by a failing query.
  const check = setInterval(() => {
    client.query({ text: 'select 1', query_timeout: LOCK_CHECK_MS } as pg.QueryConfig).catch(() => {
      markLost();
      void client.end().catch(() => {});
    });
  }, LOCK_CHECK_MS);
  check.unref();
  void lost.then(() => clearInterval(check));
  return {
    lost,
    async release() {
      clearInterval(check);
      await client.end().catch(() => {});
      markLost();
    },
  };
}

/** A lock not refreshed for this long belongs to a process that died (refreshed at half). */
const DATA_DIR_LOCK_STALE_MS = 10_000;

/** Another process has the embedded database open. */
export class DatabaseInUseError extends Error {
  constructor(dir: string) {
    super(
      `The embedded database in ${dir} is open in another process (a running server?). ` +
        'Stop that process first (if it was killed a moment ago, try again in ten seconds), ' +
        'or set DATABASE_URL to a PostgreSQL server, which several processes can share.',
    );
    this.name = 'DatabaseInUseError';
  }
}

/**
 * PGlite is a database inside one process: a second process opening the same folder runs a
 * second PostgreSQL over the same files, and what it writes is lost or corrupts them (a CLI
 * command beside the server did exactly that). So the folder is locked while open; a lock left
 * by a process killed without its exit handlers goes stale after ten seconds.
 */
async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dir, {
      realpath: false,
      stale: DATA_DIR_LOCK_STALE_MS,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DatabaseInUseError(dir);
    throw error;
  }
}

/** The server's pool on the embedded database: queued at the worker, which runs one at a time. */
const EMBEDDED_POOL_SIZE = 8;
/** Idle pool connections close before the socket's idle cut-off would (pglite-share.ts). */
const EMBEDDED_IDLE_MS = IDLE_TIMEOUT_MS / 2;

async function openPglite(dataDir: string | null, share: boolean): Promise<DatabaseHandle> {
  let pgdataDir: string | null = null;
  let unlock = async () => {};
  if (dataDir) {
    pgdataDir = path.join(dataDir, 'pgdata');
    mkdirSync(pgdataDir, { recursive: true });
    unlock = await lockDataDir(pgdataDir);
  }
  let embedded: EmbeddedDatabase;
  try {
    embedded = await startEmbeddedDatabase({
      pgdataDir,
      socketDir: share && dataDir ? sharedSocketDir(dataDir) : null,
    });
  } catch (error) {
    await unlock();
    throw error;
  }
  const handle = await openPostgres(embedded.connection, EMBEDDED_POOL_SIZE, EMBEDDED_IDLE_MS);
  return {
    ...handle,
    driver: 'pglite',
    // Named statements live in the one session every connection shares: two connections
    // preparing the same name would collide.
    prepared: null,
    // Only this process has the embedded database open, so it holds every lock.
    tryAdvisoryLock: async () => ({ lost: new Promise<void>(() => {}), release: async () => {} }),
    close: async () => {
      try {
        await handle.close();
        await embedded.close();
      } finally {
        await unlock();
      }
    },
  };
}

/** Raw SQL rows; both drivers answer `{ rows }`, which the common Database type cannot say. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A statement written for `prepared` ($1, $2... placeholders) as Drizzle SQL with the same
 * values bound, for the database where named statements are not used (the embedded one). Each
 * value is one parameter, an array included (Drizzle would spread a bare array into a list).
 */
export function statementSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
  );
}

/** Inserts one row and answers it as stored (defaults filled in). */
export async function insertOne<T extends PgTable>(
  executor: Executor,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [row] = (await executor.insert(table).values(values).returning()) as T['$inferSelect'][];
  if (!row) throw new Error(`insert into ${getTableName(table)} returned no row`);
  return row;
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
