import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SHARED_SOCKET_PORT,
  shareEmbeddedDatabase,
  sharedSocketDir,
  type SharedDatabase,
} from './pglite-share';

/** The server's own use of PGlite and a command's connection never mix their transactions. */
describe('sharing the embedded database on a socket', () => {
  let db: PGlite;
  let shared: SharedDatabase | null;
  let dataDir: string;

  async function open() {
    dataDir = mkdtempSync(path.join(tmpdir(), 'casino-share-'));
    db = await PGlite.create();
    await db.exec('create table t (n int)');
    shared = await shareEmbeddedDatabase(db, dataDir);
    const client = new pg.Client({
      host: sharedSocketDir(dataDir),
      port: SHARED_SOCKET_PORT,
      user: 'postgres',
      database: 'postgres',
    });
    await client.connect();
    return client;
  }

  afterEach(async () => {
    await shared?.close();
    await db.close();
  });

  it("keeps the server's statements out of a command's open transaction", async () => {
    const client = await open();
    await client.query('begin');
    await client.query('insert into t values ($1)', [1]);
    // The server writes while the command's transaction is open: it must wait, not join it.
    let isServerDone = false;
    const serverWrite = db.query('insert into t values (2)').then(() => (isServerDone = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isServerDone).toBe(false);
    await client.query('rollback');
    await serverWrite;
    const { rows } = await db.query<{ n: number }>('select n from t order by n');
    expect(rows).toEqual([{ n: 2 }]);
    await client.end();
  });

  it('lets the server work between the statements of a command', async () => {
    const client = await open();
    await client.query('insert into t values ($1)', [1]);
    // No transaction open on the command's side: the server is not held up.
    await db.query('insert into t values (2)');
    await client.query('insert into t values ($1)', [3]);
    const { rows } = await client.query<{ n: number }>('select n from t order by n');
    expect(rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    await client.end();
  });

  it('gives the database back when a command dies inside a transaction', async () => {
    const client = await open();
    await client.query('begin');
    await client.query('insert into t values ($1)', [1]);
    const serverRead = db.query<{ count: number }>('select count(*)::int as count from t');
    // The process is gone: its socket closes without COMMIT or ROLLBACK.
    client.on('error', () => {});
    (
      client as unknown as { connection: { stream: { destroy(): void } } }
    ).connection.stream.destroy();
    const { rows } = await serverRead;
    expect(rows).toEqual([{ count: 0 }]);
    expect(db.isInTransaction()).toBe(false);
  });
});
