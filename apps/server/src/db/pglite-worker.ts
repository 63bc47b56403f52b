import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { serveOnSocket, type ServedDatabase } from './pglite-share';

/**
 * The embedded database's thread (decision 027): PGlite (PostgreSQL compiled to WebAssembly)
 * runs here, so a query never blocks the server's event loop, and answers on a Unix socket.
 */
export interface EmbeddedWorkerData {
  /** PGlite's data folder, or null for a database in memory (tests). */
  pgdataDir: string | null;
  socketDir: string;
  maxConnections: number;
}

export type EmbeddedWorkerMessage =
  { type: 'ready'; socketPath: string } | { type: 'failed'; message: string } | { type: 'closed' };

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread (db/embedded.ts starts it)');
const settings = workerData as EmbeddedWorkerData;
const send = (message: EmbeddedWorkerMessage) => port.postMessage(message);

let db: PGlite | null = null;
let served: ServedDatabase | null = null;
try {
  db = settings.pgdataDir ? new PGlite(settings.pgdataDir) : new PGlite();
  await db.waitReady;
  served = await serveOnSocket(db, settings.socketDir, { maxConnections: settings.maxConnections });
  send({ type: 'ready', socketPath: served.socketPath });
} catch (error) {
  await db?.close().catch(() => {});
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  port.close();
}

port.on('message', (message: { type: 'close' }) => {
  if (message.type !== 'close') return;
  void (async () => {
    try {
      await served?.close();
      await db?.close();
    } finally {
      send({ type: 'closed' });
      port.close();
    }
  })();
});
