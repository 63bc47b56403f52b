import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SMTP_PORT } from './mailbox';

/**
 * End-to-end specs drive Debian's Chromium (never a downloaded browser) against the real
 * server, started here on its own ports with a fresh embedded database.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8110);
export const E2E_WS_PORT = Number(process.env.E2E_WS_PORT ?? 6110);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The bundled demo studio (apps/demo-provider), on its own port like a real provider. */
export const STUDIO_PORT = Number(process.env.E2E_STUDIO_PORT ?? 8210);
export const STUDIO_URL = `http://127.0.0.1:${STUDIO_PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The generic gateway's webhook secret: the wallet spec signs its deposit reports with it. */
export const E2E_WEBHOOK_SECRET = 'e2e-webhook-secret-for-signed-deposits';
/** A staff account made with the CLI before the server starts (approves withdrawals). */
export const E2E_ADMIN = {
  email: 'admin@e2e.casino.test',
  password: 'admin password e2e',
  name: 'E2E Back Office',
};
/** A support agent, also made with the CLI: answers the chat at /customersupport. */
export const E2E_AGENT = {
  email: 'agent@e2e.casino.test',
  password: 'agent password e2e',
  name: 'Sam Support Agent',
};
/**
 * A deposit bonus made with the CLI before the server starts (the bonus spec claims it): 100 %
 * up to 20.00 EUR, wagered once, so a few spins of the demo slot complete it.
 */
export const E2E_BONUS_OFFER = {
  code: 'e2e-match-20',
  message: 'E2E offer: 100% up to 20 EUR, wagered once (test data)',
  maxMinor: 2000,
};
// Made once by the runner and inherited by its workers (a spec runs operator commands in it).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'casino-e2e-'));
/** The server's DATA_DIR: operator commands run beside it there (decision 014). */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;
const dataDir = E2E_DATA_DIR;

export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // The CLI writes to the same fresh database first (PGlite has one process at a time).
      command: [
        'node dist/cli.js user:create --role admin',
        `--email '${E2E_ADMIN.email}' --password '${E2E_ADMIN.password}' --name '${E2E_ADMIN.name}'`,
        '&& node dist/cli.js user:create --role support',
        `--email '${E2E_AGENT.email}' --password '${E2E_AGENT.password}' --name '${E2E_AGENT.name}'`,
        '&& node dist/cli.js bonus:create --currency EUR --percent 100 --max 20',
        `--min-deposit 10 --wagering 1 --days 7 --code ${E2E_BONUS_OFFER.code}`,
        `--message '${E2E_BONUS_OFFER.message}'`,
        '&& node dist/main.js',
      ].join(' '),
      cwd: '../apps/server',
      url: `${BASE_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(E2E_PORT),
        WS_PORT: String(E2E_WS_PORT),
        APP_URL: BASE_URL,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // Rate-limit counters stay in this server's memory: a shared Redis would carry them over
        // from earlier runs on the same machine and refuse this run's sign-ups.
        REDIS_URL: '',
        SMTP_FROM: 'Casino E2E <no-reply@casino.test>',
        PAYMENT_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
        // Demo mode registers the studio at this address (issue 13).
        DEMO_PROVIDER_URL: STUDIO_URL,
        // The runner stands in front of the casino as a proxy would: a spec may play a player
        // at their own address (X-Forwarded-For, playerAddress in players.ts), as real players
        // come from many, and the per-address sign-up limit (10 an hour) counts each apart.
        TRUST_PROXY: '127.0.0.1',
      },
    },
    {
      // The studio calls the casino's wallet API server to server, and only the casino may
      // frame its pages.
      command: 'node dist/main.js',
      cwd: '../apps/demo-provider',
      url: `${STUDIO_URL}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(STUDIO_PORT),
        PUBLIC_URL: STUDIO_URL,
        CASINO_URL: BASE_URL,
        CASINO_PUBLIC_URL: BASE_URL,
        STUDIO_DATA_DIR: path.join(dataDir, 'studio'),
      },
    },
  ],
});
