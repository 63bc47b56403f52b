import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed once at start-up. No other file reads
 * process.env. README.md and .env.example document each key; keep the three in step.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = z.coerce.number().int().min(1).max(65535);

/**
 * TRUST_PROXY (issue 11): never "trust everything". A hop count (1 = one load balancer in
 * front) or a comma-separated list of proxy addresses / CIDR ranges; false (default) trusts none.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === 'false' || value === '0' || value === 'no') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const isAddress = (entry: string) =>
      /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(entry) && /[.:]/.test(entry);
    if (entries.length > 0 && entries.every(isAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, a hop count from 1 to 10, or a comma-separated list of proxy addresses',
    });
    return z.NEVER;
  });

export const APP_MODES = ['demo', 'live'] as const;
export type AppMode = (typeof APP_MODES)[number];

const envSchema = z.object({
  // demo: the one-command laptop casino; live: real money, refuses unsafe settings (live-mode.ts).
  APP_MODE: z.enum(APP_MODES).default('demo'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(8000),
  WS_PORT: port.default(6001),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  APP_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:8000'),
  APP_NAME: z.string().min(1).default('Casino'),
  SMTP_FROM: z.string().min(3).default('Casino <no-reply@casino.local>'),
  SOCIAL_LOGIN_ENABLED: booleanFlag.default(false),
  PUSHER_APP_ID: z.string().min(1).default('casino'),
  PUSHER_APP_KEY: z.string().min(1).default('casino-key'),
  PUSHER_APP_SECRET: z.string().min(16).optional(),
  // Pusher client events (client-*) between browsers: off unless a feature needs them.
  PUSHER_CLIENT_EVENTS_ENABLED: booleanFlag.default(false),
  // Largest websocket message and event payload (Pusher's own limit is 10 KB).
  PUSHER_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024)
    .default(10 * 1024),
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  // Encrypts the two-factor secrets at rest (AES-256-GCM, issue 18): 32 bytes as 64 hex digits.
  TWO_FACTOR_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters, 32 bytes (openssl rand -hex 32)')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  TRUST_PROXY: trustProxy.default(false),
  // Seed demo content on a fresh database; default: in demo mode only (live mode refuses it).
  SEED_DEMO: booleanFlag.optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  // Conversion rates (spec §7): a CoinGecko-compatible price API; unset uses the offline table.
  RATES_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  RATES_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  ONRAMP_WIDGET_URL: z.url({ protocol: /^https$/ }).optional(),
  // spec §2: the Buy Crypto widget is restricted to two gateways (Onramper's onlyOnramps).
  ONRAMP_GATEWAYS: z
    .string()
    .default('moonpay,transak')
    .transform((text) => text.split(',').map((name) => name.trim()))
    .pipe(z.tuple([z.string().regex(/^[a-z0-9_-]+$/), z.string().regex(/^[a-z0-9_-]+$/)])),
  // Websocket server limits (issue 11): connections in all, and per client address.
  WS_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(20_000),
  WS_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).default(50),
  // Frames a connection may send per second (every frame type; a burst of twice this passes).
  WS_MAX_FRAMES_PER_SECOND: z.coerce.number().int().min(1).default(20),
  // Identity documents (issue 11): largest upload, and how many one player may keep.
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  UPLOAD_MAX_FILES_PER_PLAYER: z.coerce.number().int().min(1).default(10),
  // Crash games (issue 12): whether this node may lead game loops (one leader per game across
  // nodes by a PostgreSQL advisory lock); set false on nodes that should only serve requests.
  CRASH_LEADER: booleanFlag.default(true),
  // Scheduled jobs (issue 16, decision 036): whether this node takes runs of the jobs (bonus
  // expiry, weekly cashback, housekeeping). One run per period whatever the number of nodes.
  JOBS_WORKER: booleanFlag.default(true),
  // Weekly cashback (issue 16): the percent of last week's net losses every player gets, plus
  // their VIP level's, at most the maximum (the marketing's "up to 30%").
  CASHBACK_BASE_PERCENT: z.coerce.number().int().min(0).max(100).default(10),
  CASHBACK_MAX_PERCENT: z.coerce.number().int().min(0).max(100).default(30),
  // How it is paid: as cash, or as a CASHBACK bonus the player claims (decision 039), wagered
  // CASHBACK_WAGERING times and claimable for CASHBACK_BONUS_DAYS.
  CASHBACK_PAID_AS: z.enum(['cash', 'bonus']).default('cash'),
  CASHBACK_WAGERING: z.coerce.number().int().min(0).max(200).default(1),
  CASHBACK_BONUS_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  // Back office (issue 17): withdrawals above this amount, in whole units of the withdrawal's
  // currency, need two approvals by two staff members (four eyes); 0 makes every one need two.
  WITHDRAWAL_FOUR_EYES_ABOVE: z.coerce.number().int().min(0).max(1_000_000_000).default(1000),
  // The live feed's "high" list: stakes at or above this, in major units of the bet's currency.
  LIVEFEED_HIGH_AMOUNT: z.coerce.number().int().min(1).max(1_000_000_000).default(100),
  // Third-party games (issue 13): how long a game session token takes new bets (its wins and
  // rollbacks are always accepted), and where demo mode finds the bundled demo studio.
  GAME_SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(120),
  DEMO_PROVIDER_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:8200'),
  // The resized-image cache on disk (DATA_DIR/cache), in bytes; the oldest files go first.
  IMAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .default(256 * 1024 * 1024),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<
  Env,
  'PUSHER_APP_SECRET' | 'PAYMENT_WEBHOOK_SECRET' | 'TWO_FACTOR_KEY' | 'SEED_DEMO'
> {
  DATA_DIR: string;
  SEED_DEMO: boolean;
  PUSHER_APP_SECRET: string;
  PAYMENT_WEBHOOK_SECRET: string;
  TWO_FACTOR_KEY: string;
  /** Which secrets were generated locally because the environment did not set them. */
  generatedSecrets: string[];
  isProduction: boolean;
  /** APP_MODE=live: real money (live-mode.ts lists what it refuses). */
  isLive: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError naming every bad or missing key at once. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value means "not set", as shells and .env files usually intend.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      // The value is never echoed: it may be a secret (a URL with a password, a key).
      const key = issue.path.join('.');
      return `${key}: ${describeIssue(issue, cleaned[key] !== undefined)}`;
    }),
  );
}

function describeIssue(issue: z.core.$ZodIssue, isSet: boolean): string {
  switch (issue.code) {
    case 'invalid_type':
      return isSet ? `must be a ${issue.expected}` : 'is required';
    case 'invalid_value':
      return `must be one of ${issue.values.join(', ')}`;
    case 'invalid_format':
      return issue.format === 'regex' ? issue.message : 'is not a valid URL for this setting';
    case 'too_small':
      return `must be at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}`;
    default:
      return issue.message;
  }
}

/**
 * Secrets are never committed. When the operator does not set them, a random value is made
 * once and kept in DATA_DIR/secrets.json (mode 0600), so a laptop install works out of the
 * box and keeps its secrets across restarts. Several nodes must share them via the environment.
 */
function loadOrCreateSecrets(
  dataDir: string,
  env: Env,
): Pick<
  Config,
  'PUSHER_APP_SECRET' | 'PAYMENT_WEBHOOK_SECRET' | 'TWO_FACTOR_KEY' | 'generatedSecrets'
> {
  const wanted = ['PUSHER_APP_SECRET', 'PAYMENT_WEBHOOK_SECRET', 'TWO_FACTOR_KEY'] as const;
  // Live mode never makes secrets: they come from the environment (live-mode.ts refuses).
  const missing = env.APP_MODE === 'live' ? [] : wanted.filter((key) => !env[key]);
  const file = path.join(dataDir, 'secrets.json');
  let stored: Record<string, string> = {};
  if (missing.length > 0) {
    if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    let changed = false;
    for (const key of missing) {
      if (!stored[key]) {
        stored[key] = randomBytes(32).toString('hex');
        changed = true;
      }
    }
    if (changed) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    }
  }
  return {
    PUSHER_APP_SECRET: env.PUSHER_APP_SECRET ?? stored.PUSHER_APP_SECRET ?? '',
    PAYMENT_WEBHOOK_SECRET: env.PAYMENT_WEBHOOK_SECRET ?? stored.PAYMENT_WEBHOOK_SECRET ?? '',
    TWO_FACTOR_KEY: env.TWO_FACTOR_KEY ?? stored.TWO_FACTOR_KEY ?? '',
    generatedSecrets: [...missing],
  };
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(source);
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means the folder the
  // command was typed in (npm's INIT_CWD), so `npm start` at the root keeps data in ./data.
  const dataDir = path.resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    ...loadOrCreateSecrets(dataDir, env),
    isProduction: env.NODE_ENV === 'production',
    isLive: env.APP_MODE === 'live',
    SEED_DEMO: env.SEED_DEMO ?? env.APP_MODE === 'demo',
  };
}

/** Loads `.env` from the working directory when present (Node's own parser). */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
