import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeRuntime } from './compose';
import { loadConfig } from './config';
import { DEMO_USERS } from './seeding/seed';
import { LiveModeError } from './live-mode';
import { DEMO_EXTENDED_PUBLIC_KEYS } from './modules/wallet/coins/coins.demo-keys';
import { startServer, type RunningServer } from './server';
import {
  createScratchDatabase,
  postgresTestUrl,
  testLogger,
  testRuntimeConfig,
} from './test/harness';
import { createClient } from './test/http';
import { LIVE_ENV } from './test/live';
import { freePort } from './test/ports';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const serverUrl = postgresTestUrl();

async function liveEnv(databaseUrl: string) {
  return {
    ...LIVE_ENV,
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'casino-live-')),
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    WS_PORT: String(await freePort()),
    REDIS_URL: '',
    LOG_LEVEL: 'info',
  };
}

/** Issue 11 point 1: a live casino's database holds nothing of the demo. */
describe.runIf(serverUrl)('APP_MODE=live on PostgreSQL', () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  async function scratch() {
    const database = await createScratchDatabase(serverUrl ?? '');
    drops.push(database.drop);
    return database.url;
  }

  it(
    'refuses a database that ran in demo mode, naming its demo content, accounts and keys',
    { timeout: 120_000 },
    async () => {
      const url = await scratch();
      const demo = await composeRuntime(
        testRuntimeConfig({ DATABASE_URL: url, SEED_DEMO: true }),
        testLogger,
      );
      await demo.close();
      const env = await liveEnv(url);
      const refused = await startServer({ config: loadConfig(env), logger: testLogger }).then(
        async (server) => {
          await server.close();
          return null;
        },
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(LiveModeError);
      const { problems } = refused as LiveModeError;
      expect(problems[0]).toMatch(/^database: it holds demo content \(demo_seeded_at/);
      for (const user of DEMO_USERS) {
        expect(problems).toContainEqual(expect.stringContaining(`demo account ${user.email}`));
      }
      expect(problems).toContainEqual(
        expect.stringMatching(
          /^BTC: its deposit key is a public demo key.*wallet:set-key --coin BTC/,
        ),
      );
      // Demo mode's own crash chains were never published before their salts.
      for (const game of ['crash', 'crashsw', 'crashbull']) {
        expect(problems).toContainEqual(
          expect.stringMatching(
            new RegExp(
              `^${game}: its hash chain was made by demo mode.*crash:chain --game ${game}`,
            ),
          ),
        );
      }
      // The refused start left nothing listening: the port is free again.
      const probe = await fetch(`http://127.0.0.1:${env.PORT}/api/health`).catch(() => null);
      expect(probe).toBeNull();
    },
  );

  describe('a fresh live database', () => {
    let server: RunningServer;
    let env: Awaited<ReturnType<typeof liveEnv>>;
    const logLines: string[] = [];

    beforeAll(async () => {
      env = await liveEnv(await scratch());
      const logger = pino(
        { level: 'info' },
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            logLines.push(chunk.toString('utf8'));
            done();
          },
        }),
      );
      server = await startServer({ config: loadConfig(env), logger });
    }, 60_000);
    afterAll(async () => {
      await server.close();
    });

    async function cli(args: string[]) {
      return run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
        cwd: SERVER_DIR,
        env: { PATH: process.env.PATH, ...env, LOG_LEVEL: 'silent' },
      }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    }

    it('seeds no demo account, content or key, but the lobby structure', async () => {
      const api = createClient(server.app);
      for (const user of DEMO_USERS) {
        const login = await api.post('/api/login', { email: user.email, password: user.password });
        expect(login.status).toBe(422);
      }
      const categories = await api.post('/api/games/categories', {});
      expect((categories.body.categories as unknown[]).length).toBeGreaterThan(0);
      const games = await api.post('/api/games/list', {});
      const names = (games.body.games as { name: string }[]).map((game) => game.name);
      expect(names).toEqual(expect.arrayContaining(['Crash', 'Crash Sweep', 'Crash Bull']));
      expect(names.some((name) => name.includes('(demo)'))).toBe(false);
      const blog = await api.post('/api/blog', {});
      expect(blog.body.posts ?? []).toEqual([]);
      // The crash games exist but wait for the operator's published chain and salt.
      const seed = await api.get('/api/originals/crash/seed');
      expect(seed.body).toMatchObject({ terminating_hash: null, salt: null, is_demo: false });
      const state = await api.get('/api/originals/crash/state');
      expect(state.body.round).toBeNull();
      // No coin has a key until the operator sets one: no address can be handed out.
      const coins = await server.runtime.services.walletService.listCoins();
      expect(coins.map((coin) => coin.deposits_enabled)).toEqual(coins.map(() => 0));
      expect((await server.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
      const printed = logLines.join('');
      for (const user of DEMO_USERS) {
        expect(printed).not.toContain(user.password);
        expect(printed).not.toContain(user.email);
      }
      expect(printed).not.toContain(LIVE_ENV.PAYMENT_WEBHOOK_SECRET);
      expect(printed).not.toContain(LIVE_ENV.PUSHER_APP_SECRET);
    });

    it(
      'lets the operator make the first admin from the command line, beside the server',
      { timeout: 60_000 },
      async () => {
        const created = await cli([
          'user:create',
          '--email',
          'owner@casino.example.com',
          '--password',
          'Owner-Password-2026',
          '--name',
          'Casino Owner',
          '--role',
          'admin',
        ]);
        expect(created.stderr).toBe('');
        expect(JSON.parse(created.stdout)).toMatchObject({ role: 'admin' });
        const login = await createClient(server.app).post('/api/login', {
          email: 'owner@casino.example.com',
          password: 'Owner-Password-2026',
        });
        expect(login.status).toBe(200);
      },
    );

    it(
      'refuses to simulate deposits or to install a public demo key',
      { timeout: 60_000 },
      async () => {
        const simulated = await cli([
          'deposit:simulate',
          '--email',
          'owner@casino.example.com',
          '--amount',
          '0.01',
        ]);
        expect(simulated.code).toBe(1);
        expect(simulated.stderr).toContain('deposit:simulate is for demo mode only');
        const demoKey = await cli([
          'wallet:set-key',
          '--coin',
          'BTC',
          '--key',
          DEMO_EXTENDED_PUBLIC_KEYS.BTC,
        ]);
        expect(demoKey.code).toBe(1);
        expect(demoKey.stderr).toContain('public demo key');
        expect(await server.runtime.services.walletService.listDemoKeyCoins()).toEqual([]);
      },
    );
  });
});
