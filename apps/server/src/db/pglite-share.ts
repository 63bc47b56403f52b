import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * Operator commands beside a server on the embedded database (decision 014). PGlite is one
 * process's database, so the server shares it: a PostgreSQL-protocol socket in DATA_DIR that
 * the CLI connects to with node-postgres while the folder is locked.
 *
 * The socket server (@electric-sql/pglite-socket) runs each protocol message under PGlite's
 * query lock, but the server's own queries and transactions take PGlite's transaction lock,
 * which the socket does not. Unguarded, a server query could run inside a command's open
 * transaction (and be rolled back with it), or a command's statement inside a server
 * transaction. So the guard below holds the transaction lock from a command's first message
 * until PostgreSQL reports it idle again (ReadyForQuery 'I': no transaction, no unfinished
 * extended query). Between a command's statements the server goes on serving.
 */

/** Where the socket lives: node-postgres connects with `host` = this folder, port 5432. */
export function sharedSocketDir(dataDir: string): string {
  return path.join(dataDir, 'run');
}

export const SHARED_SOCKET_PORT = 5432;
const SOCKET_FILE = `.s.PGSQL.${SHARED_SOCKET_PORT}`;
/** A Unix socket path longer than this cannot be bound (sockaddr_un). */
const MAX_SOCKET_PATH = 103;
/** A command silent for this long is cut off, so a stuck command cannot stall the server. */
const IDLE_TIMEOUT_MS = 15_000;

export function sharedSocketPath(dataDir: string): string {
  return path.join(sharedSocketDir(dataDir), SOCKET_FILE);
}

export function isSharedSocketPresent(dataDir: string): boolean {
  return existsSync(sharedSocketPath(dataDir));
}

type ProtocolStream = (
  message: Uint8Array,
  options: { onRawData: (data: Uint8Array) => void },
) => Promise<unknown>;

/** The PGlite methods the socket server calls, plus the transaction lock they must respect. */
interface GuardedPglite {
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  execProtocolRawStream: ProtocolStream;
  isInTransaction(): boolean;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

/** A simple-query message ('Q'), for the ROLLBACK the socket server sends on a dropped client. */
function simpleQuery(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  const message = Buffer.alloc(1 + 4 + text.length);
  message.write('Q', 0, 'ascii');
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

/** Whether a backend answer ends with ReadyForQuery in the idle state ('Z', len 5, 'I'). */
function endsIdle(tail: Uint8Array): boolean {
  const n = tail.length;
  return (
    n >= 6 &&
    tail[n - 6] === 0x5a &&
    tail[n - 5] === 0 &&
    tail[n - 4] === 0 &&
    tail[n - 3] === 0 &&
    tail[n - 2] === 5 &&
    tail[n - 1] === 0x49
  );
}

/** A view of PGlite for the socket server that takes the transaction lock as described above. */
function guardTransactions(db: PGlite) {
  const target = db as unknown as GuardedPglite;
  let release: (() => void) | null = null;
  let holding: Promise<void> | null = null;
  let tail: Uint8Array = new Uint8Array(0);

  function hold(): Promise<void> {
    if (release) return Promise.resolve();
    holding ??= new Promise<void>((acquired) => {
      void target._runExclusiveTransaction(
        () =>
          new Promise<void>((done) => {
            release = done;
            holding = null;
            acquired();
          }),
      );
    });
    return holding;
  }

  function letGo() {
    const done = release;
    release = null;
    done?.();
  }

  async function runExclusive<T>(fn: () => Promise<T>): Promise<T> {
    await hold();
    try {
      return await target.runExclusive(fn);
    } finally {
      if (endsIdle(tail) && !target.isInTransaction()) letGo();
    }
  }

  const execProtocolRawStream: ProtocolStream = (message, options) => {
    tail = new Uint8Array(0);
    return target.execProtocolRawStream(message, {
      onRawData(data) {
        // Only the answer's last six bytes matter (endsIdle).
        tail = data.length >= 6 ? data.slice(-6) : Buffer.concat([tail, data]).subarray(-6);
        options.onRawData(data);
      },
    });
  };

  return {
    view: new Proxy(db, {
      get(object, property, receiver) {
        if (property === 'runExclusive') return runExclusive;
        if (property === 'execProtocolRawStream') return execProtocolRawStream;
        // The socket server rolls back a dropped client's transaction with exec('ROLLBACK'),
        // which would wait for the lock this guard holds: send it as a protocol message.
        if (property === 'exec') {
          return async (sql: string) => {
            await runExclusive(() =>
              execProtocolRawStream(simpleQuery(sql), { onRawData: () => {} }),
            );
            return [];
          };
        }
        const value: unknown = Reflect.get(object, property, receiver);
        return typeof value === 'function' ? (value as () => unknown).bind(object) : value;
      },
    }),
    /** After a client is gone: give the server its database back whatever state it left. */
    releaseIfIdle() {
      if (!target.isInTransaction()) letGo();
    },
  };
}

export interface SharedDatabase {
  socketPath: string;
  close(): Promise<void>;
}

/**
 * Opens the socket. One command at a time (a second waits and retries, see client.ts): two
 * clients' extended queries must not interleave on PGlite's single session.
 */
export async function shareEmbeddedDatabase(
  db: PGlite,
  dataDir: string,
): Promise<SharedDatabase | null> {
  const socketPath = sharedSocketPath(dataDir);
  if (socketPath.length > MAX_SOCKET_PATH) return null;
  const dir = sharedSocketDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  // The folder is locked by this process, so a socket file left here is a dead server's.
  rmSync(socketPath, { force: true });
  const guard = guardTransactions(db);
  const server = new PGLiteSocketServer({
    db: guard.view,
    path: socketPath,
    maxConnections: 1,
    idleTimeout: IDLE_TIMEOUT_MS,
  });
  await server.start();
  // Only this account may talk to the database (the socket is the database's front door).
  chmodSync(socketPath, 0o600);
  const watcher = setInterval(() => {
    if (server.getStats().activeConnections === 0) guard.releaseIfIdle();
  }, 250);
  watcher.unref();
  return {
    socketPath,
    close: async () => {
      clearInterval(watcher);
      await server.stop();
      guard.releaseIfIdle();
      rmSync(socketPath, { force: true });
    },
  };
}
