import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SERVER_DIR } from '../paths';
import type { EmbeddedWorkerData, EmbeddedWorkerMessage } from './pglite-worker';
import { canShareIn, SHARED_SOCKET_PORT } from './pglite-share';

/** Connections the worker accepts: the server's pool, operator commands and their probes. */
const MAX_CONNECTIONS = 64;
/** How long a clean close may take before the thread is stopped anyway. */
const CLOSE_TIMEOUT_MS = 10_000;

/**
 * The worker's entry: the compiled one beside the compiled server (dist/db/pglite-worker.js,
 * scripts/build.mjs), else the TypeScript source run through tsx (tests, the CLI, `npm run dev`).
 */
function startWorker(workerData: EmbeddedWorkerData): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(path.join(SERVER_DIR, 'dist', 'db', 'pglite-worker.js'), { workerData });
  }
  // A worker thread does not inherit the loader that runs TypeScript: register tsx first.
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = pathToFileURL(path.join(SERVER_DIR, 'src', 'db', 'pglite-worker.ts')).href;
  return new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    { eval: true, workerData },
  );
}

export interface EmbeddedDatabase {
  /** node-postgres settings for the socket (`host` is its folder). */
  connection: { host: string; port: number; user: string; database: string };
  close(): Promise<void>;
}

/**
 * Starts PGlite in its own thread, answering on a Unix socket in `socketDir`; with no
 * `socketDir`, in a private temporary folder removed again on close.
 */
export async function startEmbeddedDatabase(options: {
  pgdataDir: string | null;
  socketDir?: string | null;
}): Promise<EmbeddedDatabase> {
  const privateDir =
    options.socketDir && canShareIn(options.socketDir)
      ? null
      : mkdtempSync(path.join(tmpdir(), 'casino-db-'));
  const socketDir = privateDir ?? (options.socketDir as string);
  const worker = startWorker({
    pgdataDir: options.pgdataDir,
    socketDir,
    maxConnections: MAX_CONNECTIONS,
  });
  const removePrivateDir = () => {
    if (privateDir) rmSync(privateDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the database thread exited (${code})`)));
      worker.once('message', (message: EmbeddedWorkerMessage) => {
        if (message.type === 'ready') resolve();
        else if (message.type === 'failed') reject(new Error(message.message));
      });
    });
  } catch (error) {
    await worker.terminate();
    removePrivateDir();
    throw error;
  }
  // The thread's own failures after start surface as failing queries on the pool.
  worker.on('error', () => {});
  return {
    connection: {
      host: socketDir,
      port: SHARED_SOCKET_PORT,
      user: 'postgres',
      database: 'postgres',
    },
    async close() {
      const closed = new Promise<void>((resolve) => {
        worker.on('message', (message: EmbeddedWorkerMessage) => {
          if (message.type === 'closed') resolve();
        });
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ type: 'close' });
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS).unref());
      await Promise.race([closed, timeout]);
      await worker.terminate();
      removePrivateDir();
    },
  };
}
