import { afterAll, beforeAll } from 'vitest';
import { createScratchDatabase, createTestApp, type TestApp } from './harness';
import { createClient } from './http';

/**
 * For a PostgreSQL suite: a test app on its own scratch database of `serverUrl`, made before
 * the suite's tests and dropped after them. Read `t` and `api` inside tests (set in beforeAll).
 */
export function usePostgresTestApp(serverUrl: string | null | undefined): {
  readonly t: TestApp;
  readonly api: ReturnType<typeof createClient>;
} {
  let app: TestApp | undefined;
  let client: ReturnType<typeof createClient> | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const scratch = await createScratchDatabase(serverUrl ?? '');
    drop = scratch.drop;
    app = await createTestApp({ databaseUrl: scratch.url });
    client = createClient(app.app);
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });
  return {
    get t() {
      if (!app) throw new Error('the PostgreSQL test app exists only inside tests');
      return app;
    },
    get api() {
      if (!client) throw new Error('the PostgreSQL test app exists only inside tests');
      return client;
    },
  };
}
