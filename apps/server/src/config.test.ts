import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './config';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'casino-config-'));

describe('config', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 8000,
      WS_PORT: 6001,
      DATA_DIR: './data',
      APP_URL: 'http://localhost:8000',
      NODE_ENV: 'development',
      APP_MODE: 'demo',
    });
    expect(env.SEED_DEMO).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.RATES_API_URL).toBeUndefined();
    expect(env.RATES_MAX_AGE_SECONDS).toBe(60);
  });

  it('reads the price API settings and refuses unusable ones', () => {
    const env = parseEnv({
      RATES_API_URL: 'https://api.coingecko.com/api/v3/simple/price',
      RATES_MAX_AGE_SECONDS: '300',
    });
    expect(env.RATES_API_URL).toBe('https://api.coingecko.com/api/v3/simple/price');
    expect(env.RATES_MAX_AGE_SECONDS).toBe(300);
    expect(() => parseEnv({ RATES_API_URL: 'ftp://prices.example' })).toThrow(/RATES_API_URL/);
    expect(() => parseEnv({ RATES_MAX_AGE_SECONDS: '0' })).toThrow(/RATES_MAX_AGE_SECONDS/);
  });

  it('parses numbers, URLs and flags from strings', () => {
    const env = parseEnv({
      PORT: '9000',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/casino',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SEED_DEMO: 'false',
    });
    expect(env.PORT).toBe(9000);
    expect(env.DATABASE_URL).toBe('postgres://u@127.0.0.1:5432/casino');
    expect(env.SEED_DEMO).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(8000);
  });

  it('lists every bad or missing value in one clear message', () => {
    let caught: unknown;
    try {
      parseEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x/y',
        LOG_LEVEL: 'loud',
        PUSHER_APP_SECRET: 'short',
        TRUST_PROXY: 'true',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems;
    expect(problems).toHaveLength(5);
    expect(problems.find((p) => p.startsWith('PORT:'))).toContain('must be a number');
    expect(problems.find((p) => p.startsWith('DATABASE_URL:'))).toContain('not a valid URL');
    expect(problems.find((p) => p.startsWith('LOG_LEVEL:'))).toContain('must be one of');
    expect(problems.find((p) => p.startsWith('PUSHER_APP_SECRET:'))).toContain(
      'at least 16 characters',
    );
    // "Trust everything" is not an option: a hop count or a list of proxies.
    expect(problems.find((p) => p.startsWith('TRUST_PROXY:'))).toContain('hop count');
    expect((caught as Error).message).toMatch(/^Invalid configuration:\n {2}- /);
    // A bad value is named, never echoed: it may be a secret.
    for (const value of ['eighty', 'mysql://x/y', 'loud', 'short']) {
      expect((caught as Error).message).not.toContain(value);
    }
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.0.1.0/24',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: 'yes-all' })).toThrow(/TRUST_PROXY/);
  });

  it('generates missing secrets once under DATA_DIR and keeps them across restarts', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.PUSHER_APP_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(first.PAYMENT_WEBHOOK_SECRET).not.toBe(first.PUSHER_APP_SECRET);
    expect(first.TWO_FACTOR_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(first.generatedSecrets).toEqual([
      'PUSHER_APP_SECRET',
      'PAYMENT_WEBHOOK_SECRET',
      'TWO_FACTOR_KEY',
    ]);
    const file = path.join(dir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.PUSHER_APP_SECRET).toBe(first.PUSHER_APP_SECRET);
    expect(second.TWO_FACTOR_KEY).toBe(first.TWO_FACTOR_KEY);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('PAYMENT_WEBHOOK_SECRET');
  });

  it('resolves a relative DATA_DIR against the folder npm was started in', () => {
    const root = tempDir();
    expect(loadConfig({ INIT_CWD: root }).DATA_DIR).toBe(path.join(root, 'data'));
    const absolute = tempDir();
    expect(loadConfig({ INIT_CWD: root, DATA_DIR: absolute }).DATA_DIR).toBe(absolute);
  });

  it('prefers secrets from the environment', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PUSHER_APP_SECRET: 'p'.repeat(32),
      PAYMENT_WEBHOOK_SECRET: 'w'.repeat(32),
      TWO_FACTOR_KEY: 'f'.repeat(64),
    });
    expect(config.PUSHER_APP_SECRET).toBe('p'.repeat(32));
    expect(config.TWO_FACTOR_KEY).toBe('f'.repeat(64));
    expect(config.generatedSecrets).toEqual([]);
  });
});
