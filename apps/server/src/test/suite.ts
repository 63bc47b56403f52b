import { afterAll, beforeAll } from 'vitest';
import { createScratchDatabase, createTestApp, type TestApp } from './harness';
import { createClient } from './http';

type TestAppOptions = NonNullable<Parameters<typeof createTestApp>[0]>;

/** A suite's app and a client of it; both reach the app only inside tests and hooks. */
export interface SuiteApp {
  readonly t: TestApp;
  readonly api: ReturnType<typeof createClient>;
}

/**
 * A suite's app, made before its tests and closed after them. `t` and `api` may be taken at
 * once (`const { t, api } = useTestApp()`). `options` may be a function, for settings known
 * only in an earlier beforeAll (a mail server's URL).
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): SuiteApp {
  const [suite] = useApps([typeof options === 'function' ? options : () => options]);
  return suite;
}

/** For a PostgreSQL suite: an app on its own scratch database of `serverUrl`. */
export function usePostgresTestApp(
  serverUrl: string | null | undefined,
  options: Omit<TestAppOptions, 'databaseUrl'> = {},
): PostgresSuiteApp {
  const [suite] = usePostgresTestApps(serverUrl, [options]);
  return suite;
}

/** A PostgreSQL suite's app, and the URL of its scratch database (for the CLI, say). */
export interface PostgresSuiteApp extends SuiteApp {
  readonly databaseUrl: string;
}

/**
 * For a PostgreSQL suite: one app per entry of `options` (several nodes), all on one scratch
 * database of `serverUrl`, made before the suite's tests; the database is dropped after them.
 */
export function usePostgresTestApps<const O extends readonly Omit<TestAppOptions, 'databaseUrl'>[]>(
  serverUrl: string | null | undefined,
  options: O,
): { [K in keyof O]: PostgresSuiteApp } {
  const scratch = useScratchDatabase(serverUrl);
  const apps = useApps(
    options.map((nodeOptions) => () => ({ ...nodeOptions, databaseUrl: scratch.url })),
  );
  return apps.map((suite) => ({
    t: suite.t,
    api: suite.api,
    get databaseUrl() {
      return scratch.url;
    },
  })) as { [K in keyof O]: PostgresSuiteApp };
}

/**
 * A scratch database on the PostgreSQL test server `serverUrl`, made before the suite's tests and
 * dropped after them (after whatever the suite registered later has closed).
 */
export function useScratchDatabase(serverUrl: string | null | undefined): { readonly url: string } {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl ?? '');
  });
  afterAll(async () => {
    await scratch?.drop();
  });
  return late(() => scratch, 'the scratch database');
}

/** Apps made in order before the suite's tests and closed after them in reverse order. */
function useApps<const O extends readonly (() => TestAppOptions)[]>(
  optionsOf: O,
): { [K in keyof O]: SuiteApp } {
  const made: TestApp[] = [];
  beforeAll(async () => {
    for (const options of optionsOf) made.push(await createTestApp(options()));
  });
  afterAll(async () => {
    for (const app of made.reverse()) await app.close();
  });
  return optionsOf.map((_, index) => {
    const t = late(() => made[index], 'the suite’s test app');
    return { t, api: createClient(() => t.app) };
  }) as { [K in keyof O]: SuiteApp };
}

/**
 * A stand-in for an object a suite makes in beforeAll: every property read (and spread) goes to
 * the real one, so the stand-in can be taken at once, outside tests.
 */
export function late<T extends object>(find: () => T | undefined, what: string): T {
  const real = () => {
    const found = find();
    if (!found) throw new Error(`${what} exists only inside tests and hooks`);
    return found;
  };
  return new Proxy({} as T, {
    get: (_target, property) => Reflect.get(real(), property) as unknown,
    has: (_target, property) => Reflect.has(real(), property),
    // So that `{ ...node, apiPort }` copies the real object's properties.
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, property) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), property);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
