import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Every environment variable the studio reads, parsed once at start-up (no other file reads
 * process.env). The studio is a separate app: it shares no code with the casino, only the
 * seamless-wallet API of docs/providers.md.
 */

/**
 * The public demo secret: the casino's demo seed registers `demo-studio` with the same one, so
 * `npm start` works with no setup. It guards play money only; the casino's live mode refuses it.
 */
export const DEMO_STUDIO_SECRET = 'demo-studio-public-secret-for-play-money-only';

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const port = z.coerce.number().int().min(1).max(65535);
const origin = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin);
const baseUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

const envSchema = z.object({
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(8200),
  /** Where the game pages are served from (what the casino's launch URL points at). */
  PUBLIC_URL: origin.default('http://localhost:8200'),
  /** Server-to-server base of the casino's wallet API. */
  CASINO_URL: baseUrl.default('http://127.0.0.1:8000'),
  /** The casino's public origin: the only page allowed to frame ours (CSP frame-ancestors). */
  CASINO_PUBLIC_URL: origin.default('http://localhost:8000'),
  PROVIDER_CODE: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{1,31}$/, 'lower-case letters, digits and -, 2 to 32 characters')
    .default('demo-studio'),
  PROVIDER_SECRET: z.string().min(16).default(DEMO_STUDIO_SECRET),
  STUDIO_DATA_DIR: z.string().min(1).default(path.join(APP_DIR, '.data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type StudioConfig = z.infer<typeof envSchema>;

/** Parses the environment; throws one error naming every bad key. */
export function loadConfig(env: Record<string, string | undefined> = process.env): StudioConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid studio configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
