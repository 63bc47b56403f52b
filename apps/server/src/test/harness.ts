import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '../app';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { composeRuntime, type Runtime, type RuntimeConfig } from '../compose';
import type { Limits } from '../platform/rate-limit';
import type { Config } from '../config';
import { createLogger } from '../platform/logger';

export const TEST_CONFIG = {
  APP_URL: 'http://localhost:8000',
  APP_NAME: 'Casino',
  BODY_LIMIT_BYTES: 64 * 1024,
  TRUST_PROXY: false,
  WS_PORT: 6001,
  ONRAMP_WIDGET_URL: undefined,
  isProduction: false,
  isLive: false,
} satisfies Partial<Config>;

/** The deposit webhook's HMAC key in tests. */
export const TEST_WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

export const testLogger = createLogger('silent');

/**
 * The PostgreSQL server tests run against, from TEST_DATABASE_URL. With CI=true a missing URL
 * is an error, not a skip: CI must never pass by running less.
 */
export function postgresTestUrl(): string | null {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI === 'true') {
    throw new Error('TEST_DATABASE_URL must be set when CI=true (PostgreSQL suites may not skip)');
  }
  return url || null;
}

/**
 * The Redis server tests run against, from REDIS_URL. As with PostgreSQL, CI=true turns a
 * missing URL into an error, not a skip. Undefined, not null: it goes straight into REDIS_URL.
 */
export function redisTestUrl(): string | undefined {
  const url = process.env.REDIS_URL;
  if (!url && process.env.CI === 'true') {
    throw new Error('REDIS_URL must be set when CI=true (Redis suites may not skip)');
  }
  return url || undefined;
}

/** A throw-away database on the test server, dropped again by the returned function. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `casino_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: App;
  runtime: Runtime;
  dataDir: string;
  close(): Promise<void>;
}

/** Contract tests make many calls from one address; rate-limit tests pass their own limits. */
const generous = { points: 10_000, durationSeconds: 60 };
export const GENEROUS_LIMITS: Limits = {
  login: { ip: generous, account: generous },
  register: { ip: generous, account: generous },
  passwordEmail: { ip: generous, account: generous },
  passwordReset: { ip: generous, account: generous },
  emailResend: { ip: generous, account: generous },
  twoFactor: { ip: generous, account: generous },
};

export function testRuntimeConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    DATABASE_URL: undefined,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'casino-test-')),
    SEED_DEMO: true,
    APP_URL: TEST_CONFIG.APP_URL,
    APP_NAME: TEST_CONFIG.APP_NAME,
    SMTP_URL: undefined,
    SMTP_FROM: 'Casino <no-reply@casino.test>',
    SOCIAL_LOGIN_ENABLED: false,
    REDIS_URL: undefined,
    PAYMENT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    ONRAMP_WIDGET_URL: undefined,
    ONRAMP_GATEWAYS: ['moonpay', 'transak'],
    RATES_API_URL: undefined,
    RATES_MAX_AGE_SECONDS: 60,
    ...overrides,
  };
}

/**
 * Where test runtimes that opt in (config DEMO_PROVIDER_URL) believe the bundled demo studio
 * runs: its catalog and art are seeded, nothing is called there.
 */
export const DEMO_STUDIO_URL = 'http://127.0.0.1:8200';

/** The HTTP app on an in-memory PGlite (or the given PostgreSQL URL), migrated and seeded. */
export async function createTestApp(
  options: {
    databaseUrl?: string;
    seed?: boolean;
    config?: Partial<RuntimeConfig>;
    limits?: Limits;
  } = {},
): Promise<TestApp> {
  const config = testRuntimeConfig({
    DATABASE_URL: options.databaseUrl,
    SEED_DEMO: options.seed ?? true,
    ...options.config,
  });
  const runtime = await composeRuntime(config, testLogger, {
    inMemory: !options.databaseUrl,
    limits: options.limits ?? GENEROUS_LIMITS,
  });
  const app = await buildApp({
    config: TEST_CONFIG,
    services: runtime.services,
    logger: testLogger,
  });
  await app.ready();
  return {
    app,
    runtime,
    dataDir: config.DATA_DIR,
    close: async () => {
      await app.close();
      await runtime.close();
    },
  };
}
