import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { appAlertChannel, type AppAlertEvent } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { DEMO_EXTENDED_PUBLIC_KEYS } from './modules/wallet/coins/coins.demo-keys';
import { startServer, type RunningServer } from './server';
import { createClient } from './test/http';
import { connectPusherJs, nextEvent, subscribe, TEST_PUSHER } from './test/realtime';
import { testLogger } from './test/harness';
import { freePort } from './test/ports';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const WEBHOOK_SECRET = 'beside-webhook-secret-0123456789';

/**
 * Issue 11 point 8: every operator command works while the server runs on the embedded
 * database, and what it changes reaches connected players live without Redis (through the
 * running node's events API). The server runs in this process; each command is its own process,
 * exactly as an operator types it.
 */
describe('operator commands beside a running server on the embedded database', () => {
  let server: RunningServer;
  let dataDir: string;
  let env: Record<string, string | undefined>;
  let ports: { api: number; ws: number };

  async function cli(args: string[]) {
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        ['--import', 'tsx', 'src/cli.ts', ...args],
        { cwd: SERVER_DIR, env },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'casino-beside-'));
    ports = { api: await freePort(), ws: await freePort() };
    env = {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(ports.api),
      WS_PORT: String(ports.ws),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      // No Redis: the command must reach the players through the running node.
      REDIS_URL: '',
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ...TEST_PUSHER,
    };
    server = await startServer({ config: loadConfig(env), logger: testLogger });
  }, 60_000);

  afterAll(async () => {
    await server.close();
  });

  it(
    'creates staff and players, credits a deposit live, approves a withdrawal and verifies the ledger',
    { timeout: 240_000 },
    async () => {
      const api = createClient(server.app);
      const created = await cli([
        'user:create',
        '--email',
        'beside.player@example.com',
        '--password',
        'Beside-Player-2026',
        '--name',
        'Beside Player',
      ]);
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);

      // The server sees at once what the command wrote: the player logs in through it.
      const login = await api.post('/api/login', {
        email: 'beside.player@example.com',
        password: 'Beside-Player-2026',
      });
      expect(login.status).toBe(200);
      const token = login.body.token as string;
      const me = await api.get('/api/user', { token });
      const playerId = (me.body.user as { id: number }).id;

      expect(
        (await cli(['wallet:set-key', '--coin', 'BTC', '--key', DEMO_EXTENDED_PUBLIC_KEYS.BTC]))
          .code,
      ).toBe(0);

      const client = connectPusherJs({ wsPort: ports.ws, apiPort: ports.api }, token);
      try {
        const { channel, result } = subscribe(client, appAlertChannel(playerId));
        await result;
        const balanceAlert = nextEvent<AppAlertEvent>(channel, 'AppAlertEvent', 90_000);

        // The server keeps answering while a command works on its database.
        const deposit = cli([
          'deposit:simulate',
          '--email',
          'beside.player@example.com',
          '--coin',
          'BTC',
          '--amount',
          '0.01',
        ]);
        const healthChecks: number[] = [];
        let isDepositDone = false;
        void deposit.finally(() => (isDepositDone = true));
        while (!isDepositDone) {
          healthChecks.push((await api.get('/api/health')).status);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const deposited = await deposit;
        expect(deposited.stderr).toBe('');
        expect(deposited.code).toBe(0);
        const answer = JSON.parse(deposited.stdout) as { status: number; balance: number };
        expect(answer.status).toBe(200);
        expect(answer.balance).toBeGreaterThan(0);
        expect(healthChecks.length).toBeGreaterThan(0);
        expect(healthChecks.every((status) => status === 200)).toBe(true);

        // The open page heard about it without a reload (no Redis: the node's events API).
        const alert = await balanceAlert;
        expect(alert.type).toBe('WALLET_BALANCE');
        expect(Number(alert.value)).toBe(answer.balance);

        // A withdrawal made on the site is approved from the command line, server still up.
        const withdrawal = await api.post(
          '/api/wallet/request/withdrawal',
          {
            wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
            entity_wallet_id: 1,
            amount: 20,
          },
          { token },
        );
        expect(withdrawal.status).toBe(200);
        const uuid = (withdrawal.body.transaction as { uuid: string }).uuid;

        // Two commands at once: the second waits for the first instead of failing.
        const [admin, list] = await Promise.all([
          cli([
            'user:create',
            '--email',
            'beside.admin@example.com',
            '--password',
            'Beside-Admin-2026',
            '--name',
            'Beside Admin',
            '--role',
            'admin',
          ]),
          cli(['withdrawal:list', '--status', 'pending']),
        ]);
        expect(admin.code).toBe(0);
        expect(list.code).toBe(0);
        expect(JSON.parse(list.stdout)).toMatchObject({ total: 1 });

        const notified = nextEvent<AppAlertEvent>(channel, 'AppAlertEvent', 90_000);
        const approved = await cli(['withdrawal:approve', uuid, '--txid', 'f'.repeat(64)]);
        expect(approved.stderr).toBe('');
        expect(JSON.parse(approved.stdout)).toMatchObject({ uuid, status: 'confirmed' });
        expect((await notified).type).toMatch(/^(WALLET_BALANCE|NEW_NOTIFICATION)$/);

        const pending = await api.post('/api/wallet/pending/withdrawal', {}, { token });
        expect(pending.body.transactions).toEqual([]);

        const verified = await cli(['ledger:verify']);
        expect(verified.code).toBe(0);
        expect(verified.stdout).toMatch(/^ledger ok/);
      } finally {
        client.disconnect();
      }
    },
  );
});
