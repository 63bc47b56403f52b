import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from './client';
import { applyOwnedSql, listOwnedSql } from './owned-sql';

/** What a function answers, called with no arguments. */
async function call(handle: DatabaseHandle, fn: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(handle.db, sql.raw(`select ${fn}() as n`));
  return Number(row?.n);
}

describe('the modules’ own SQL functions (decision 025)', () => {
  let handle: DatabaseHandle;
  let modulesDir: string;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: null });
    await handle.migrate();
    modulesDir = mkdtempSync(path.join(tmpdir(), 'casino-owned-sql-'));
    mkdirSync(path.join(modulesDir, 'probe', 'sql'), { recursive: true });
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(modulesDir, { recursive: true, force: true });
  });

  const writeProbe = (answer: number) =>
    writeFileSync(
      path.join(modulesDir, 'probe', 'sql', 'owned_sql_probe.sql'),
      `-- a test function\nCREATE OR REPLACE FUNCTION owned_sql_probe() RETURNS integer LANGUAGE sql AS $$ SELECT ${answer} $$;\n`,
    );

  it('keeps the ledger’s, the bonuses’ and the wallet API’s functions in their modules, applied with the migrations and recorded', async () => {
    expect(listOwnedSql().map((file) => file.name)).toEqual([
      'bonuses/bonus_money.sql',
      'ledger/ledger_profile_balance.sql',
      'ledger/ledger_settle.sql',
      'ledger/ledger_transfer.sql',
      'ledger/ledger_transfer_batch.sql',
      'providers/provider_money.sql',
      'providers/provider_money_batch.sql',
    ]);
    const recorded = await queryRows<{ key: string; sha256: string }>(
      handle.db,
      sql`select key, value->>'sha256' as sha256 from app_meta where key like 'sql:%' order by key`,
    );
    expect(recorded.map((row) => row.key)).toEqual([
      'sql:bonuses/bonus_money.sql',
      'sql:ledger/ledger_profile_balance.sql',
      'sql:ledger/ledger_settle.sql',
      'sql:ledger/ledger_transfer.sql',
      'sql:ledger/ledger_transfer_batch.sql',
      'sql:providers/provider_money.sql',
      'sql:providers/provider_money_batch.sql',
    ]);
    for (const row of recorded) expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    // The database runs the file's text: a line of its body is in the function's definition.
    const [definition] = await queryRows<{ body: string }>(
      handle.db,
      sql`select pg_get_functiondef('ledger_transfer'::regproc) as body`,
    );
    expect(definition?.body).toContain(
      "RAISE EXCEPTION 'IDEMPOTENCY_KEY_REUSED' USING ERRCODE = 'P0001';",
    );
    // A second start applies nothing: every text is as recorded.
    expect(await applyOwnedSql(handle.db)).toEqual([]);
  });

  it('applies a file again when its text changes, and only then', async () => {
    writeProbe(1);
    expect(await applyOwnedSql(handle.db, modulesDir)).toEqual(['probe/owned_sql_probe.sql']);
    expect(await call(handle, 'owned_sql_probe')).toBe(1);
    expect(await applyOwnedSql(handle.db, modulesDir)).toEqual([]);
    writeProbe(2);
    expect(await applyOwnedSql(handle.db, modulesDir)).toEqual(['probe/owned_sql_probe.sql']);
    expect(await call(handle, 'owned_sql_probe')).toBe(2);
  });

  it('changes nothing when a file fails: the function and its record stay as they were', async () => {
    writeFileSync(
      path.join(modulesDir, 'probe', 'sql', 'owned_sql_probe.sql'),
      'CREATE OR REPLACE FUNCTION owned_sql_probe() RETURNS integer LANGUAGE sql AS $$ SELECT no_such_column $$;\n',
    );
    await expect(applyOwnedSql(handle.db, modulesDir)).rejects.toThrow();
    expect(await call(handle, 'owned_sql_probe')).toBe(2);
    writeProbe(2);
    expect(await applyOwnedSql(handle.db, modulesDir)).toEqual([]);
  });
});
