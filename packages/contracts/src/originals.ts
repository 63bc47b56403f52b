import {
  acknowledgement,
  count,
  epochMs,
  idParam,
  isoDateTime,
  minorUnits,
  multiplier,
  recordId,
  sha256Hex,
} from './common';
import { CRASH_SIDES, ORIGINAL_GAMES } from './crash-math';
import { userSchema } from './user';
import { z } from './validation';
import { fiatAmountSchema } from './wallet';

/**
 * The in-house crash games' API (issue 12): `/api/originals/{game}/...`. Money in requests is
 * in major units of the player's currency (decimal text), in answers minor units; multipliers
 * are numbers with two decimals (1.23).
 */
export * from './crash-math';

export const originalGameSchema = z.enum(ORIGINAL_GAMES);
/** The path's game; an unknown name is a 404 (the service says so), not a validation error. */
export const originalGameParamsSchema = z.object({ game: z.string().max(40) });

export const CRASH_ROUND_STATUSES = ['betting', 'running', 'crashed'] as const;
export type CrashRoundStatus = (typeof CRASH_ROUND_STATUSES)[number];
export const CRASH_BET_STATUSES = ['open', 'won', 'lost', 'refunded'] as const;
export type CrashBetStatus = (typeof CRASH_BET_STATUSES)[number];

/** The lowest and highest auto cash-out a player may set. */
export const MIN_AUTO_CASHOUT = 1.01;
export const MAX_AUTO_CASHOUT = 1_000_000;

/** GET /api/originals/{game}/seed: what a player needs to check every round of the chain. */
export const crashSeedResponseSchema = z
  .object({
    game: originalGameSchema,
    /** sha256 of the chain's first round hash, published before the salt was chosen. */
    terminating_hash: sha256Hex.nullable(),
    /** Public salt (for example a later Bitcoin block hash), set after the hash was published. */
    salt: z.string().nullable(),
    chain_length: count,
    /** Percent; the crash point formula's numerator is 100 - house_edge (99 at 1%). */
    house_edge: z.number(),
    /** True when demo mode made the chain and salt itself at first start (not published). */
    is_demo: z.boolean(),
  })
  .meta({ id: 'CrashSeed' });
export type CrashSeedResponse = z.infer<typeof crashSeedResponseSchema>;

/** A finished round as anyone may check it. */
export const crashRoundSchema = z
  .object({
    id: recordId,
    /** The round's place in the chain: round 1 uses the hash next to the terminating hash. */
    number: z.number().int(),
    hash: sha256Hex,
    crash_point: multiplier,
    /** The salt of the round's chain and the edge it was played at: all a verifier needs. */
    salt: z.string(),
    house_edge: z.number(),
    /** The terminating hash of the round's chain (a game may have had several chains). */
    terminating_hash: sha256Hex,
    started_at: isoDateTime.nullable(),
    crashed_at: isoDateTime,
    /** Bets refunded because the round was interrupted before it ran (never for a fault after). */
    refunded: z.boolean(),
  })
  .meta({ id: 'CrashRound' });
export type CrashRound = z.infer<typeof crashRoundSchema>;

export const crashRoundsRequestSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Rounds before this id (paging back through the history). */
  before: idParam.optional(),
});
export const crashRoundsResponseSchema = z
  .object({ rounds: z.array(crashRoundSchema) })
  .meta({ id: 'CrashRounds' });
export type CrashRoundsResponse = z.infer<typeof crashRoundsResponseSchema>;

/** A bet as everyone watching the round sees it: the player's name is masked. */
export const crashPublicBetSchema = z
  .object({
    id: recordId,
    player: z.string(),
    currency: z.string(),
    /** Stake, minor units. */
    amount: minorUnits,
    side: z.enum(CRASH_SIDES).nullable(),
    status: z.enum(CRASH_BET_STATUSES),
    /** The multiplier it was paid at (won bets), else null. */
    cashout: multiplier.nullable(),
    /** Minor units; 0 until won. */
    payout: minorUnits,
  })
  .meta({ id: 'CrashPublicBet' });
export type CrashPublicBet = z.infer<typeof crashPublicBetSchema>;

/** The player's own bet. */
export const crashBetSchema = crashPublicBetSchema
  .extend({
    round_id: recordId,
    game: originalGameSchema,
    auto_cashout: multiplier.nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'CrashBet' });
export type CrashBet = z.infer<typeof crashBetSchema>;

/** Stake limits and the round's maximum payout in one currency, minor units. */
export const crashLimitsSchema = z.object({
  min_bet: minorUnits,
  max_bet: minorUnits,
  max_payout: minorUnits,
});
export type CrashLimits = z.infer<typeof crashLimitsSchema>;

/** The live round as a page first draws it (then the channel's events keep it current). */
export const crashRoundStateSchema = z
  .object({
    id: recordId,
    status: z.enum(CRASH_ROUND_STATUSES),
    /** Epoch milliseconds (server clock). */
    betting_ends_at: epochMs.nullable(),
    started_at: epochMs.nullable(),
    crashed_at: epochMs.nullable(),
    /** Only once crashed. */
    crash_point: multiplier.nullable(),
    hash: sha256Hex.nullable(),
  })
  .meta({ id: 'CrashRoundState' });
export type CrashRoundState = z.infer<typeof crashRoundStateSchema>;

/** GET /api/originals/{game}/state. */
export const crashStateResponseSchema = z
  .object({
    game: originalGameSchema,
    /** The server's clock (epoch ms) when answering: clients correct their own by it. */
    server_time: epochMs,
    /** Null while the game waits for its chain and salt. */
    round: crashRoundStateSchema.nullable(),
    bets: z.array(crashPublicBetSchema),
    /** The signed-in player's bets in this round (empty for visitors). */
    my_bets: z.array(crashBetSchema),
    /** Latest crash points, newest first. */
    history: z.array(z.object({ id: recordId, crash_point: multiplier })),
    settings: z.object({
      house_edge: z.number(),
      betting_ms: z.number().int(),
      limits: z.record(z.string(), crashLimitsSchema),
      /** crashbull only: the side bet's payout multipliers. */
      side_odds: z.object({ bull: multiplier, bear: multiplier }).nullable(),
    }),
  })
  .meta({ id: 'CrashState' });
export type CrashStateResponse = z.infer<typeof crashStateResponseSchema>;

/** A multiplier as text or number with at most two decimals -> x 100, never a float sum. */
const autoCashoutSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const text = String(value).trim();
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  const x100 = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
  if (!Number.isSafeInteger(x100)) {
    ctx.addIssue({ code: 'custom', message: 'invalid_format', input: value });
    return z.NEVER;
  }
  if (x100 < MIN_AUTO_CASHOUT * 100 || x100 > MAX_AUTO_CASHOUT * 100) {
    const below = x100 < MIN_AUTO_CASHOUT * 100;
    ctx.addIssue({
      code: 'custom',
      message: below ? 'min_number' : 'max_number',
      params: { minimum: MIN_AUTO_CASHOUT, maximum: MAX_AUTO_CASHOUT },
      input: value,
    });
    return z.NEVER;
  }
  return x100;
});

/** POST /api/originals/{game}/bet. `amount` in major units of the player's currency. */
export const crashBetRequestSchema = z
  .object({
    amount: fiatAmountSchema(),
    /** A multiplier with at most two decimals ("2", "1.5"); parsed to x 100 (1.50 -> 150). */
    auto_cashout: autoCashoutSchema.nullish(),
    /** crashbull only: a side bet on the round reaching 2.00x (bull) or not (bear). */
    side: z.enum(CRASH_SIDES).nullish(),
  })
  .meta({ id: 'CrashBetRequest' });
export type CrashBetRequest = z.input<typeof crashBetRequestSchema>;

/** POST /api/originals/{game}/cashout: the player's open bet in the running round. */
export const crashCashoutRequestSchema = z
  .object({ round_id: z.number().int().positive().optional() })
  .meta({ id: 'CrashCashoutRequest' });

/** Answer of bet and cash-out: the bet and the player's balances after it. */
export const crashActionResponseSchema = acknowledgement({
  bet: crashBetSchema,
  user: userSchema,
}).meta({ id: 'CrashActionResult' });
export type CrashActionResponse = z.infer<typeof crashActionResponseSchema>;

/** Channel originals.{game}, event CrashState. Times are epoch ms of the server's clock. */
export interface CrashStateEvent {
  round: CrashRoundState;
  server_time: number;
}

/** Channel originals.{game}, event CrashActivity: bets placed and settled since the last one. */
export interface CrashActivityEvent {
  round_id: number;
  bets: CrashPublicBet[];
  server_time: number;
}
