import { z } from 'zod';
import { DEMO_SESSION_ID } from './demo-wallet';
import { LANGS } from './messages';

/**
 * The bodies the game pages send. Bounded everywhere: the body limit caps the bytes, these cap
 * the counts and the values, before any engine or casino call.
 */

const ROULETTE_BET_TYPES = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'trio',
  'first_four',
  'dozen',
  'column',
  'red',
  'black',
  'even',
  'odd',
  'low',
  'high',
] as const;
const BACCARAT_BET_TYPES = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;

/** The page API's largest body: a full roulette layout of bets is about 9 KiB. */
export const PAGE_BODY_LIMIT = 16 * 1024;

const minor = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

const common = z.object({
  game: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  lang: z.enum(LANGS).default('en'),
  // Real mode: the casino's game session token (43 characters today; bounded generously).
  token: z
    .string()
    .regex(/^[A-Za-z0-9._~-]{1,200}$/)
    .optional(),
  demo_session: z.string().regex(DEMO_SESSION_ID).optional(),
});

const oneCredential = <T extends { token?: string; demo_session?: string }>(body: T) =>
  (body.token === undefined) !== (body.demo_session === undefined);
const credentialMessage = { message: 'send either token or demo_session', path: ['token'] };

/** POST /api/session: a demo session id is optional (a new one is made without it). */
export const sessionRequestSchema = common.refine(
  (body) => body.token === undefined || body.demo_session === undefined,
  credentialMessage,
);

/**
 * POST /api/slot/spin: a paid spin of `bet`, or (`free: true`) a free spin of the casino's
 * free rounds, whose stake is the reward's bet_value (any `bet` is ignored).
 */
export const slotSpinRequestSchema = common
  .extend({ bet: minor.optional(), free: z.boolean().default(false) })
  .refine(oneCredential, credentialMessage)
  .refine((body) => body.free || body.bet !== undefined, {
    message: 'send bet, or free: true',
    path: ['bet'],
  });

export const rouletteSpinRequestSchema = common
  .extend({
    bets: z
      .array(
        z.object({
          type: z.enum(ROULETTE_BET_TYPES),
          numbers: z.array(z.number().int().min(0).max(36)).max(18),
          amount: minor,
        }),
      )
      .min(1)
      .max(160),
  })
  .refine(oneCredential, credentialMessage);

export const baccaratDealRequestSchema = common
  .extend({
    bets: z
      .array(z.object({ type: z.enum(BACCARAT_BET_TYPES), amount: minor }))
      .min(1)
      .max(BACCARAT_BET_TYPES.length),
  })
  .refine(oneCredential, credentialMessage);

export type SessionRequest = z.infer<typeof sessionRequestSchema>;
export type SlotSpinRequest = z.infer<typeof slotSpinRequestSchema>;
export type RouletteSpinRequest = z.infer<typeof rouletteSpinRequestSchema>;
export type BaccaratDealRequest = z.infer<typeof baccaratDealRequestSchema>;

/** The launch URL's query (docs/providers.md §launch); unknown extras are ignored. */
export const launchQuerySchema = z.object({
  mode: z.enum(['real', 'demo']).default('demo'),
  token: z
    .string()
    .regex(/^[A-Za-z0-9._~-]{1,200}$/)
    .optional(),
  game: z.string().max(200).default(''),
  lang: z.string().max(10).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3,5}$/)
    .optional(),
  lobby_url: z.string().max(2000).optional(),
});
