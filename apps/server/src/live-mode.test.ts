import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { DEMO_USERS } from './seeding/seed';
import { checkLiveSettings } from './live-mode';
import { LIVE_ENV } from './test/live';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const tempDir = () => mkdtempSync(path.join(tmpdir(), 'casino-live-'));

describe('APP_MODE=live settings', () => {
  it('asks nothing of demo mode, the default', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.APP_MODE).toBe('demo');
    expect(config.SEED_DEMO).toBe(true);
    expect(checkLiveSettings(config)).toEqual([]);
  });

  it('accepts a complete live configuration', () => {
    const config = loadConfig({ ...LIVE_ENV, DATA_DIR: tempDir() });
    expect(config.SEED_DEMO).toBe(false);
    expect(checkLiveSettings(config)).toEqual([]);
  });

  it('names every missing or unsafe setting at once', () => {
    const config = loadConfig({ APP_MODE: 'live', DATA_DIR: tempDir(), SEED_DEMO: 'true' });
    const problems = checkLiveSettings(config);
    for (const key of [
      'NODE_ENV',
      'DATABASE_URL',
      'SMTP_URL',
      'RATES_API_URL',
      'APP_URL',
      'SEED_DEMO',
      'PUSHER_APP_SECRET',
      'PAYMENT_WEBHOOK_SECRET',
      'TWO_FACTOR_KEY',
    ]) {
      expect(problems.some((problem) => problem.startsWith(`${key}:`))).toBe(true);
    }
    expect(problems).toHaveLength(9);
  });

  it('refuses to start without TWO_FACTOR_KEY, and never makes one (issue 18)', () => {
    const dataDir = tempDir();
    writeFileSync(
      path.join(dataDir, 'secrets.json'),
      JSON.stringify({ TWO_FACTOR_KEY: 'ab'.repeat(32) }),
    );
    const config = loadConfig({ ...LIVE_ENV, TWO_FACTOR_KEY: '', DATA_DIR: dataDir });
    expect(config.TWO_FACTOR_KEY).toBe('');
    expect(config.generatedSecrets).toEqual([]);
    expect(checkLiveSettings(config)).toEqual([
      expect.stringMatching(/^TWO_FACTOR_KEY: set it in the environment/),
    ]);
    // A key that is not 32 bytes of hex stops start-up without echoing it.
    const bad = 'not-a-hex-key-but-long-enough-to-look-like-one';
    let caught: unknown;
    try {
      loadConfig({ ...LIVE_ENV, TWO_FACTOR_KEY: bad, DATA_DIR: tempDir() });
    } catch (error) {
      caught = error;
    }
    expect((caught as Error).message).toMatch(/TWO_FACTOR_KEY: must be 64 hex characters/);
    expect((caught as Error).message).not.toContain(bad);
  });

  it('refuses an http price API, an http APP_URL and short secrets', () => {
    const problems = checkLiveSettings(
      loadConfig({
        ...LIVE_ENV,
        DATA_DIR: tempDir(),
        RATES_API_URL: 'http://prices.example.com/simple/price',
        APP_URL: 'http://casino.example.com',
        PUSHER_APP_SECRET: 'sixteen-chars-ok',
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^RATES_API_URL: must be an https address/),
      expect.stringMatching(/^APP_URL: must be the https address/),
      expect.stringMatching(/^PUSHER_APP_SECRET: use at least 32 random characters/),
    ]);
  });

  it('never generates secrets, nor reads the ones a demo run generated', () => {
    const dataDir = tempDir();
    writeFileSync(
      path.join(dataDir, 'secrets.json'),
      JSON.stringify({ PUSHER_APP_SECRET: 'x'.repeat(64), PAYMENT_WEBHOOK_SECRET: 'y'.repeat(64) }),
    );
    const config = loadConfig({
      ...LIVE_ENV,
      PUSHER_APP_SECRET: '',
      PAYMENT_WEBHOOK_SECRET: '',
      DATA_DIR: dataDir,
    });
    expect(config.PUSHER_APP_SECRET).toBe('');
    expect(config.generatedSecrets).toEqual([]);
    expect(checkLiveSettings(config)).toEqual([
      expect.stringMatching(/^PUSHER_APP_SECRET: set it in the environment/),
      expect.stringMatching(/^PAYMENT_WEBHOOK_SECRET: set it in the environment/),
    ]);
    const fresh = tempDir();
    loadConfig({ ...LIVE_ENV, PUSHER_APP_SECRET: '', DATA_DIR: fresh });
    expect(existsSync(path.join(fresh, 'secrets.json'))).toBe(false);
  });

  it(
    'stops `npm start` before anything opens, naming the settings and echoing no value',
    { timeout: 60_000 },
    async () => {
      const secret = 'short-but-valid-secret';
      const failed = await run(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: SERVER_DIR,
        env: {
          PATH: process.env.PATH,
          APP_MODE: 'live',
          NODE_ENV: 'production',
          DATA_DIR: tempDir(),
          PAYMENT_WEBHOOK_SECRET: secret,
          SMTP_URL: 'smtp://mailer:hunter2hunter2@smtp.example.com:587',
        },
      }).then(
        () => ({ code: 0, stderr: '', stdout: '' }),
        (error: { code: number; stderr: string; stdout: string }) => error,
      );
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain('APP_MODE=live refuses to start');
      for (const key of [
        'DATABASE_URL',
        'RATES_API_URL',
        'APP_URL',
        'PUSHER_APP_SECRET',
        'TWO_FACTOR_KEY',
      ]) {
        expect(failed.stderr).toContain(`${key}:`);
      }
      expect(failed.stderr).toContain('PAYMENT_WEBHOOK_SECRET: use at least 32');
      const printed = failed.stderr + failed.stdout;
      expect(printed).not.toContain(secret);
      expect(printed).not.toContain('hunter2');
      for (const demo of DEMO_USERS) expect(printed).not.toContain(demo.password);
    },
  );
});
