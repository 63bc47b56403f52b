import type { Config } from './config';
import type { Runtime } from './compose';
import { DEMO_USERS, findDemoSeedMarkers } from './seeding/seed';

/**
 * APP_MODE=live is for real money (decision 015). The casino refuses to start rather than run
 * with anything a stranger could know or that only suits a laptop: each problem is named with
 * what to do, and no value is ever echoed (it may be a secret).
 */
export class LiveModeError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `APP_MODE=live refuses to start:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'See docs/operations.md, "Going live".',
    );
    this.name = 'LiveModeError';
  }
}

/** Secrets shorter than this are guessable enough to refuse for real money. */
const MIN_LIVE_SECRET_LENGTH = 32;

type LiveSettings = Pick<
  Config,
  | 'isLive'
  | 'NODE_ENV'
  | 'DATABASE_URL'
  | 'SMTP_URL'
  | 'RATES_API_URL'
  | 'APP_URL'
  | 'SEED_DEMO'
  | 'PUSHER_APP_SECRET'
  | 'PAYMENT_WEBHOOK_SECRET'
  | 'TWO_FACTOR_KEY'
>;

/** What the environment must give a live casino; an empty list in demo mode. */
export function checkLiveSettings(config: LiveSettings): string[] {
  if (!config.isLive) return [];
  const problems: string[] = [];
  if (config.NODE_ENV !== 'production') {
    problems.push('NODE_ENV: must be production in live mode');
  }
  if (!config.DATABASE_URL) {
    problems.push(
      'DATABASE_URL: live mode needs a PostgreSQL server (the embedded database is for demo mode)',
    );
  }
  if (!config.SMTP_URL) {
    problems.push(
      'SMTP_URL: live mode sends real mail (verification, password resets); set your SMTP server',
    );
  }
  if (!config.RATES_API_URL) {
    problems.push(
      'RATES_API_URL: live mode prices money only from a live price API (the offline table is for demo mode)',
    );
  } else if (new URL(config.RATES_API_URL).protocol !== 'https:') {
    problems.push('RATES_API_URL: must be an https address in live mode');
  }
  if (new URL(config.APP_URL).protocol !== 'https:') {
    problems.push('APP_URL: must be the https address players use in live mode');
  }
  if (config.SEED_DEMO) {
    problems.push('SEED_DEMO: demo content is never seeded in live mode; unset it');
  }
  for (const key of ['PUSHER_APP_SECRET', 'PAYMENT_WEBHOOK_SECRET', 'TWO_FACTOR_KEY'] as const) {
    const secret = config[key];
    if (!secret) {
      problems.push(`${key}: set it in the environment (live mode never generates secrets)`);
    } else if (secret.length < MIN_LIVE_SECRET_LENGTH || /[<>]/.test(secret)) {
      problems.push(
        `${key}: use at least ${MIN_LIVE_SECRET_LENGTH} random characters (for example: openssl rand -hex 32)`,
      );
    }
  }
  return problems;
}

/**
 * What the database must not hold in live mode: demo content (its accounts have published
 * passwords) and public demo keys (anyone can spend what is sent to their addresses).
 */
export async function checkLiveDatabase(runtime: Runtime): Promise<string[]> {
  const { usersService, walletService } = runtime.services;
  const problems: string[] = [];
  const markers = await findDemoSeedMarkers(runtime.database.db);
  if (markers.length > 0) {
    problems.push(
      `database: it holds demo content (${markers.join(', ')}); a live casino needs a database that never ran in demo mode`,
    );
  }
  for (const demo of DEMO_USERS) {
    if (await usersService.findByEmail(demo.email)) {
      problems.push(
        `database: the demo account ${demo.email} exists, and its password is published in the README`,
      );
    }
  }
  // A demo chain's terminating hash was never published before its salt: not provably fair.
  for (const game of await runtime.services.originalsService.listDemoChainGames()) {
    problems.push(
      `${game}: its hash chain was made by demo mode and never published; make a new one with ` +
        `npm run cli -- crash:chain --game ${game} --length <rounds>, publish its terminating hash, then set crash:salt`,
    );
  }
  // The bundled demo studio signs with a public secret and pays play-money games (issue 13).
  for (const provider of await runtime.services.providersService.registry.listDemo()) {
    problems.push(
      `provider ${provider.code}: it is the bundled demo studio, whose secret is public; switch it off with ` +
        `npm run cli -- provider:update --code ${provider.code} --disable`,
    );
  }
  for (const coin of await walletService.listDemoKeyCoins()) {
    problems.push(
      `${coin}: its deposit key is a public demo key that anyone can spend from; set your own with ` +
        `npm run cli -- wallet:set-key --coin ${coin} --key <your extended public key>`,
    );
  }
  return problems;
}
