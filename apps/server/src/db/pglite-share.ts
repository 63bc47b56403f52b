import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * The embedded database's front door (decisions 014 and 027). PGlite runs in a worker thread
 * and speaks the PostgreSQL wire protocol on a Unix socket; the server's pool, operator commands
 * and tests connect to it with node-postgres, exactly as to a PostgreSQL server.
 *
 * PGlite has one session, which every connection shares. The socket server
 * (@electric-sql/pglite-socket) queues each connection's protocol messages and, while PGlite
 * reports an open transaction, serves only the connection that opened it. That is not enough:
 * node-postgres sends a parameterised query as five messages (Parse, Bind, Describe, Execute,
 * Sync), and another connection's Parse between them would replace the unnamed statement. So
 * the view below reports the session as taken from a connection's first message until
 * PostgreSQL answers ReadyForQuery in the idle state ('I': no transaction, no unfinished
 * extended query); until then the queue serves that connection alone.
 */

/** Where the shared socket lives: node-postgres connects with `host` = this folder, port 5432. */
export function sharedSocketDir(dataDir: string): string {
  return path.join(dataDir, 'run');
}

export const SHARED_SOCKET_PORT = 5432;
const SOCKET_FILE = `.s.PGSQL.${SHARED_SOCKET_PORT}`;
/** A Unix socket path longer than this cannot be bound (sockaddr_un). */
const MAX_SOCKET_PATH = 103;
/**
 * A connection silent for this long is cut off, so a stuck command cannot hold the session.
 * The server's pool closes its own idle connections sooner (client.ts).
 */
export const IDLE_TIMEOUT_MS = 15_000;

export function socketPathIn(socketDir: string): string {
  return path.join(socketDir, SOCKET_FILE);
}

/** Whether the embedded database of `dataDir` can be shared there (the path fits a socket). */
export function canShareIn(socketDir: string): boolean {
  return socketPathIn(socketDir).length <= MAX_SOCKET_PATH;
}

export function isSharedSocketPresent(dataDir: string): boolean {
  return existsSync(socketPathIn(sharedSocketDir(dataDir)));
}

type ProtocolStream = (
  message: Uint8Array,
  options: { onRawData: (data: Uint8Array) => void },
) => Promise<unknown>;

/** The PGlite methods the socket server calls. */
interface ProtocolPglite {
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  execProtocolRawStream: ProtocolStream;
}

/** A frontend message of `type` with `body` (the length counts itself, not the type). */
function frontendMessage(type: string, body: Buffer = Buffer.alloc(0)): Uint8Array {
  const message = Buffer.alloc(1 + 4 + body.length);
  message.write(type, 0, 'ascii');
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/** Sync ends an extended query, Query runs one statement (simple protocol). */
const SYNC = frontendMessage('S');
const simpleQuery = (sql: string) => frontendMessage('Q', Buffer.from(`${sql}\0`, 'utf8'));

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

/** PGlite as the socket server sees it: taken from a connection's first message until idle. */
function sessionView(db: PGlite) {
  const target = db as unknown as ProtocolPglite;
  let isIdle = true;

  const execProtocolRawStream: ProtocolStream = async (message, options) => {
    let tail: Uint8Array = new Uint8Array(0);
    const result = await target.execProtocolRawStream(message, {
      onRawData(data) {
        // Only the answer's last six bytes matter (endsIdle).
        tail = data.length >= 6 ? data.slice(-6) : Buffer.concat([tail, data]).subarray(-6);
        options.onRawData(data);
      },
    });
    isIdle = endsIdle(tail);
    return result;
  };

  return new Proxy(db, {
    get(object, property, receiver) {
      if (property === 'execProtocolRawStream') return execProtocolRawStream;
      if (property === 'isInTransaction') return () => !isIdle;
      // The socket server ends a vanished connection's transaction with exec('ROLLBACK'):
      // finish any half-sent extended query first, then roll back, and the session is free.
      if (property === 'exec') {
        return async (sql: string) => {
          await target.runExclusive(async () => {
            await target.execProtocolRawStream(SYNC, { onRawData: () => {} });
            await target.execProtocolRawStream(simpleQuery(sql), { onRawData: () => {} });
          });
          isIdle = true;
          return [];
        };
      }
      const value: unknown = Reflect.get(object, property, receiver);
      return typeof value === 'function' ? (value as () => unknown).bind(object) : value;
    },
  });
}

export interface ServedDatabase {
  socketPath: string;
  close(): Promise<void>;
}

/**
 * Serves `db` on a Unix socket in `socketDir` (created 0700, the socket 0600: only the account
 * that runs the casino may talk to its database).
 */
export async function serveOnSocket(
  db: PGlite,
  socketDir: string,
  options: { maxConnections: number },
): Promise<ServedDatabase> {
  const socketPath = socketPathIn(socketDir);
  mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  chmodSync(socketDir, 0o700);
  // The data folder is locked by this process, so a socket file left here is a dead server's.
  rmSync(socketPath, { force: true });
  const server = new PGLiteSocketServer({
    db: sessionView(db),
    path: socketPath,
    maxConnections: options.maxConnections,
    idleTimeout: IDLE_TIMEOUT_MS,
  });
  await server.start();
  chmodSync(socketPath, 0o600);
  return {
    socketPath,
    close: async () => {
      await server.stop();
      rmSync(socketPath, { force: true });
    },
  };
}
