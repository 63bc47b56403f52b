import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from '@casino/contracts';

/**
 * The seamless wallet's wire format (docs/providers.md): what studios and aggregators send to
 * POST /api/provider/{code}/{action}, and the statuses they get back.
 */
export const WALLET_ACTIONS = ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

export const WALLET_STATUSES = [
  'RS_OK',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_FREE_ROUND_INVALID',
  'RS_ERROR_UNKNOWN',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

/** Every answer: HTTP 200 with these, whatever the business outcome. */
export interface WalletAnswer {
  status: WalletStatus;
  balance: number;
  currency: string;
  message?: string;
  user?: string;
  username?: string;
  /** The player's free rounds on the session's game (docs/providers.md "Free rounds"). */
  free_rounds?: FreeRounds;
}

/** A reward of free spins as studios see it: its id, the spins left, the stake of each. */
export interface FreeRounds {
  reward_uuid: string;
  left: number;
  bet_value: number;
}

/** A reward's id on the wire: the player's bonus, `bonus-{id}`. */
export const rewardUuidOf = (bonusId: number) => `bonus-${bonusId}`;
/** The bonus a reward id names, or null when it names none. */
export function bonusIdOfReward(rewardUuid: string): number | null {
  const match = /^bonus-([1-9]\d{0,15})$/.exec(rewardUuid);
  return match ? Number(match[1]) : null;
}

/** The largest body a provider may send; real calls are a few hundred bytes. */
export const WALLET_BODY_LIMIT = 16 * 1024;
export const SIGNATURE_HEADER = 'x-signature';

const id = z.string().min(1).max(100);
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const currency = z.string().regex(/^[A-Z]{3,5}$/);

const sessionCall = z.object({
  request_uuid: id,
  token: z.string().min(1).max(200),
  game_code: z.string().min(1).max(120),
});
export const walletRequestSchemas = {
  authenticate: sessionCall,
  balance: sessionCall,
  bet: sessionCall
    .extend({
      transaction_uuid: id,
      round: id,
      amount: minor.min(1),
      currency,
      is_free: z.boolean().optional(),
      reward_uuid: id.optional(),
    })
    .refine((bet) => bet.is_free !== true || bet.reward_uuid !== undefined, {
      message: 'a free spin names its reward_uuid',
      path: ['reward_uuid'],
    }),
  win: sessionCall.extend({
    transaction_uuid: id,
    reference_transaction_uuid: id,
    round: id,
    amount: minor,
    currency,
  }),
  rollback: sessionCall.extend({
    transaction_uuid: id,
    reference_transaction_uuid: id,
    round: id,
    amount: minor.optional(),
    currency: currency.optional(),
  }),
} satisfies Record<WalletAction, z.ZodType>;

export type WalletRequest<A extends WalletAction> = z.infer<(typeof walletRequestSchemas)[A]>;
export type MoneyRequest =
  | ({ action: 'bet' } & WalletRequest<'bet'>)
  | ({ action: 'win' } & WalletRequest<'win'>)
  | ({ action: 'rollback' } & WalletRequest<'rollback'>);

export function signWalletBody(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time check of X-Signature over the exact bytes received. */
export function isSignatureValid(secret: string, rawBody: Buffer, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signWalletBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
