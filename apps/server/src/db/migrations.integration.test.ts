import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { composeRuntime } from '../compose';
import { DEMO_USERS } from '../seeding/seed';
import {
  createScratchDatabase,
  postgresTestUrl,
  testLogger,
  testRuntimeConfig,
} from '../test/harness';
import {
  DatabaseInUseError,
  MIGRATIONS_DIR,
  openDatabase,
  queryRows,
  type Database,
} from './client';

const EXPECTED_TABLES = ['app_meta', 'categories', 'pages', 'providers', 'sessions', 'users'];

async function tableNames(db: Database): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

async function count(db: Database, table: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return Number(rows[0]?.n);
}

function sharedChecks(open: () => Promise<{ url?: string; dataDir: string | null }>) {
  it('applies every committed migration, twice without harm', async () => {
    const target = await open();
    const handle = await openDatabase({ databaseUrl: target.url, dataDir: target.dataDir });
    await handle.migrate();
    await handle.migrate();
    expect(await tableNames(handle.db)).toEqual(expect.arrayContaining(EXPECTED_TABLES));
    const applied = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
    expect(Number(applied[0]?.n)).toBe(files.length);
    await handle.close();
  });

  it('seeds demo content once, and a later start does not re-create deleted rows', async () => {
    const target = await open();
    const config = testRuntimeConfig({
      DATABASE_URL: target.url,
      ...(target.dataDir ? { DATA_DIR: target.dataDir } : {}),
    });
    const first = await composeRuntime(config, testLogger, { inMemory: target.dataDir === null });
    expect(await count(first.database.db, 'users')).toBe(DEMO_USERS.length);
    expect(await count(first.database.db, 'categories')).toBeGreaterThanOrEqual(6);
    await first.database.db.execute(sql`delete from pages where slug = 'blog'`);
    const pagesAfterDelete = await count(first.database.db, 'pages');
    if (target.dataDir === null && !target.url) return first.close();
    await first.close();
    const second = await composeRuntime(config, testLogger);
    expect(await count(second.database.db, 'users')).toBe(DEMO_USERS.length);
    expect(await count(second.database.db, 'pages')).toBe(pagesAfterDelete);
    await second.close();
  });
}

describe('migrations on PGlite', () => {
  const dirs: string[] = [];
  sharedChecks(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'casino-pglite-'));
    dirs.push(dir);
    return { dataDir: dir };
  });

  it('keeps data across a restart of the embedded database', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'casino-pglite-'));
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await first.db.execute(
      sql`insert into app_meta (key, value) values ('restart-check', '"kept"')`,
    );
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    const rows = await queryRows<{ value: string }>(
      second.db,
      sql`select value from app_meta where key = 'restart-check'`,
    );
    expect(rows[0]?.value).toBe('kept');
    await second.close();
  });

  it('refuses a second opening of the same folder while the first is open', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'casino-pglite-'));
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DatabaseInUseError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/open in another process/);
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    expect(await again.ping()).toBe(true);
    await again.close();
  });
});

const serverUrl = postgresTestUrl();
describe.runIf(serverUrl)('migrations on PostgreSQL (TEST_DATABASE_URL)', () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.all(drops.map((drop) => drop()));
  });
  sharedChecks(async () => {
    const scratch = await createScratchDatabase(serverUrl ?? '');
    drops.push(scratch.drop);
    return { url: scratch.url, dataDir: null };
  });

  it('reports the postgres driver', async () => {
    const scratch = await createScratchDatabase(serverUrl ?? '');
    drops.push(scratch.drop);
    const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
    expect(handle.driver).toBe('postgres');
    expect(await handle.ping()).toBe(true);
    await handle.close();
  });
});
