import net from 'node:net';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded';
import { socketPathIn } from './pglite-share';

/** A frontend message of the PostgreSQL protocol: type, length, body. */
function message(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(5);
  head.write(type, 0, 'ascii');
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}
const cstring = (text: string) => Buffer.from(`${text}\0`);
const int16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);

/** A hand-driven connection, to send an extended query in pieces as a slow client would. */
async function rawConnection(socketPath: string) {
  const socket = net.connect(socketPath);
  let received = Buffer.alloc(0);
  socket.on('data', (data) => (received = Buffer.concat([received, data])));
  /** Waits for ReadyForQuery and answers the text of every DataRow's first column since. */
  async function untilReady(): Promise<string[]> {
    while (!received.includes(Buffer.from([0x5a, 0, 0, 0, 5]))) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const values: string[] = [];
    for (let at = 0; at < received.length;) {
      const length = received.readInt32BE(at + 1);
      if (received[at] === 0x44) {
        const size = received.readInt32BE(at + 7);
        values.push(received.subarray(at + 11, at + 11 + size).toString());
      }
      at += 1 + length;
    }
    received = Buffer.alloc(0);
    return values;
  }
  const startup = Buffer.concat([
    Buffer.from([0, 3, 0, 0]),
    cstring('user'),
    cstring('postgres'),
    cstring('database'),
    cstring('postgres'),
    Buffer.from([0]),
  ]);
  const length = Buffer.alloc(4);
  length.writeInt32BE(4 + startup.length);
  socket.write(Buffer.concat([length, startup]));
  await untilReady();
  return { socket, untilReady };
}

/**
 * The embedded database in its thread, shared by several node-postgres connections over one
 * PGlite session (decision 027): each connection's transactions and extended queries stay whole.
 */
describe('the embedded database on its socket', () => {
  let starting: Promise<EmbeddedDatabase> | null = null;
  let embedded: EmbeddedDatabase | null = null;
  const clients: pg.Client[] = [];

  async function connect(): Promise<pg.Client> {
    starting ??= startEmbeddedDatabase({ pgdataDir: null });
    embedded = await starting;
    const client = new pg.Client(embedded.connection);
    client.on('error', () => {});
    await client.connect();
    clients.push(client);
    return client;
  }

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end().catch(() => {})));
    await embedded?.close();
    embedded = null;
    starting = null;
  });

  it("keeps another connection's statements out of an open transaction", async () => {
    const command = await connect();
    const server = await connect();
    await command.query('create table t (n int)');
    await command.query('begin');
    await command.query('insert into t values ($1)', [1]);
    // The other connection writes while the transaction is open: it waits, it does not join it.
    let isServerDone = false;
    const serverWrite = server
      .query('insert into t values ($1)', [2])
      .then(() => (isServerDone = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isServerDone).toBe(false);
    await command.query('rollback');
    await serverWrite;
    const { rows } = await server.query<{ n: number }>('select n from t order by n');
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('never mixes the parts of parameterised queries run at once on several connections', async () => {
    const connections = await Promise.all([connect(), connect(), connect(), connect()]);
    const answers = await Promise.all(
      connections.map(async (client, c) => {
        const rows = [];
        for (let i = 0; i < 100; i += 1) {
          const n = c * 100 + i;
          // A different statement per connection: another's Bind would run the wrong one.
          const answer = await client.query(`select $1::int as n, $2::text as s, ${c} as c`, [
            n,
            `v${n}`,
          ]);
          rows.push(answer.rows[0]);
        }
        return rows;
      }),
    );
    expect(answers.flat()).toEqual(
      Array.from({ length: 400 }, (_, n) => ({ n, s: `v${n}`, c: Math.floor(n / 100) })),
    );
  });

  it('keeps an extended query whole when its parts arrive apart', async () => {
    const other = await connect();
    const raw = await rawConnection(socketPathIn(embedded!.connection.host));
    // Parse now, the rest later: the unnamed statement must still be this one when it binds.
    raw.socket.write(message('P', cstring(''), cstring("select 'raw'::text"), int16(0)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    let isOtherDone = false;
    const otherQuery = other
      .query<{ who: string }>('select $1::text as who', ['pg'])
      .then((answer) => ((isOtherDone = true), answer));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isOtherDone).toBe(false);
    raw.socket.write(
      Buffer.concat([
        message('B', cstring(''), cstring(''), int16(0), int16(0), int16(0)),
        message('E', cstring(''), Buffer.alloc(4)),
        message('S'),
      ]),
    );
    expect(await raw.untilReady()).toEqual(['raw']);
    expect((await otherQuery).rows).toEqual([{ who: 'pg' }]);
    raw.socket.destroy();
  });

  it('gives the session back, rolled back, when a connection dies inside a transaction', async () => {
    const command = await connect();
    const server = await connect();
    await command.query('create table t (n int)');
    await command.query('begin');
    await command.query('insert into t values ($1)', [1]);
    const serverRead = server.query<{ count: number }>('select count(*)::int as count from t');
    // The process is gone: its socket closes without COMMIT or ROLLBACK.
    (
      command as unknown as { connection: { stream: { destroy(): void } } }
    ).connection.stream.destroy();
    const { rows } = await serverRead;
    expect(rows).toEqual([{ count: 0 }]);
    // And the session is free: a transaction of the survivor commits.
    await server.query('begin');
    await server.query('insert into t values ($1)', [2]);
    await server.query('commit');
    expect((await server.query('select n from t')).rows).toEqual([{ n: 2 }]);
  });

  it('keeps the event loop free while a query runs', async () => {
    const client = await connect();
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    await client.query('select pg_sleep(0.5)');
    clearInterval(timer);
    // In the server's own thread the half-second query would have let no timer fire.
    expect(ticks).toBeGreaterThanOrEqual(20);
  });
});
