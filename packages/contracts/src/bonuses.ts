import { count, flag, idParam, isoDateTime, minorUnits, okAnswer, recordId } from './common';
import { CURRENCIES, userSchema } from './user';
import { moneyAmountSchema } from './wallet';
import { z } from './validation';

/** spec §3 Bonus.bonus_key: DEPOSIT_BONUS_CASH is the deposit match the deposit tab offers. */
export const BONUS_KEYS = ['DEPOSIT_BONUS_CASH', 'FREE_SPINS', 'CASHBACK'] as const;
export type BonusKey = (typeof BONUS_KEYS)[number];

/** spec §4 bonus states: 0 available, 1 claimed or running, -1 declined. */
export const BONUS_STATES = [0, 1, -1] as const;

/** spec §3 Bonus.lang: one translation of the bonus text (`lang` is an upper-cased locale). */
export const bonusTextSchema = z
  .object({ key: z.string(), lang: z.string(), message: z.string() })
  .meta({ id: 'BonusText' });
export type BonusText = z.infer<typeof bonusTextSchema>;

/** What a free-spins bonus has left to play, and where. */
export const freeSpinsSchema = z
  .object({
    left: count,
    total: count,
    spin_value: minorUnits,
    game_id: recordId,
    game_name: z.string(),
  })
  .meta({ id: 'FreeSpins' });
export type FreeSpins = z.infer<typeof freeSpinsSchema>;

/**
 * spec §3 Bonus, one per player and offer. `bet_amount` is what the player has wagered towards
 * it, `bet_total` what the wagering asks (minor units); `days_left` counts from today to
 * `expireDateTime` (0 on its last day).
 */
export const bonusSchema = z
  .object({
    id: recordId,
    active: z.union([z.literal(0), z.literal(1), z.literal(-1)]),
    finished: flag,
    bonus_message: z.string(),
    lang: z.array(bonusTextSchema),
    bonus_key: z.enum(BONUS_KEYS),
    bet_amount: minorUnits,
    bet_total: minorUnits,
    /**
     * The bonus money it carries (minor units): a deposit bonus's match once its deposit came,
     * free spins' winnings, a cashback's amount (from the moment it is granted); else 0.
     */
    amount: minorUnits,
    expireDateTime: isoDateTime.nullable(),
    days_left: count.nullable(),
    /**
     * A FREE_SPINS bonus: the spins left of `total`, each worth `spin_value` (minor units), on
     * the game `game_id` (`/casino/{game_id}`); null for other kinds.
     */
    free_spins: freeSpinsSchema.nullable(),
  })
  .meta({ id: 'Bonus' });
export type Bonus = z.infer<typeof bonusSchema>;

/** spec §7 POST /user/bonuses: the player's bonuses, newest first. */
export const bonusesResponseSchema = okAnswer({ bonuses: z.array(bonusSchema) }).meta({
  id: 'BonusList',
});
export type BonusesResponse = z.infer<typeof bonusesResponseSchema>;

/** spec §7 POST /user/bonuses/active: claim (1) or decline (-1) an available bonus. */
export const bonusActivationSchema = z
  .object({
    id: idParam,
    // 1 claims, -1 declines; a form body sends them as text.
    active: z.coerce.number().refine((value) => value === 1 || value === -1, {
      message: 'invalid',
    }),
  })
  .meta({ id: 'BonusActivation' });
export type BonusActivation = z.infer<typeof bonusActivationSchema>;
export const bonusActivationResponseSchema = okAnswer({
  message: z.string(),
  bonus: bonusSchema,
  user: userSchema,
}).meta({ id: 'BonusActivationAnswer' });
export type BonusActivationResponse = z.infer<typeof bonusActivationResponseSchema>;

/**
 * The kinds of game a bonus's wagering weighs (decision 035): the in-house crash games, slots,
 * table games and live casino (with game shows). A game's kind comes from the catalog.
 */
export const GAME_TYPES = ['originals', 'slots', 'table', 'live'] as const;
export type GameType = (typeof GAME_TYPES)[number];
/** Percent of a bet that counts towards the wagering, per kind of game (0: not eligible). */
export type GameWeights = Record<GameType, number>;
/** What an offer counts unless staff say otherwise: slots and crash fully, tables and live a tenth. */
export const DEFAULT_GAME_WEIGHTS: GameWeights = {
  originals: 100,
  slots: 100,
  table: 10,
  live: 10,
};

const weight = z.coerce.number().int().min(0).max(100);
const gameWeightsSchema = z
  .object({ originals: weight, slots: weight, table: weight, live: weight })
  .meta({ id: 'GameWeights' });

/** Locales a bonus text is translated into, as the spec writes them: upper-cased, not English. */
export const BONUS_TEXT_LANGS = ['ZH-CN', 'ES'] as const;

/** The most free spins one offer gives (the marketing's "up to 500 free spins", spec §1). */
export const MAX_FREE_SPINS = 500;

/** What every offer has, whatever its kind: code, currency, texts, wagering and days. */
const offerCommon = {
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,47}$/, { message: 'invalid_format' }),
  currency: z.enum(CURRENCIES),
  message: z.string().trim().min(3).max(500),
  lang: z
    .array(
      z.object({
        lang: z.enum(BONUS_TEXT_LANGS),
        message: z.string().trim().min(3).max(500),
      }),
    )
    .max(BONUS_TEXT_LANGS.length)
    .default([]),
  wagering_multiple: z.coerce.number().int().min(0).max(200),
  valid_days: z.coerce.number().int().min(1).max(365),
  game_weights: gameWeightsSchema.default(DEFAULT_GAME_WEIGHTS),
  /** The schedule: offered from `starts_at` (now if absent) until `ends_at` (no end if absent). */
  starts_at: z.iso.datetime({ offset: true }).nullable().optional(),
  ends_at: z.iso.datetime({ offset: true }).nullable().optional(),
};

/**
 * An offer as staff create it (admin API and `bonus:create`), by its kind:
 * - a deposit match (`DEPOSIT_BONUS_CASH`): the match percent up to a maximum, the smallest
 *   qualifying deposit and, for the welcome ladder, the deposit it is for; the wagering
 *   multiple counts the bonus money;
 * - free spins (`FREE_SPINS`): this many spins of `spin_value` on one slot of a studio, played
 *   through the seamless wallet's free rounds (docs/providers.md); the wagering multiple counts
 *   what the spins won.
 * Amounts are decimal text.
 */
export const bonusOfferInputSchema = z
  .discriminatedUnion('bonus_key', [
    z.object({
      ...offerCommon,
      bonus_key: z.literal('DEPOSIT_BONUS_CASH'),
      match_percent: z.coerce.number().int().min(1).max(1000),
      max_amount: moneyAmountSchema,
      min_deposit: moneyAmountSchema,
      /** The welcome ladder: for the player's Nth deposit only (1 the first); null for any. */
      deposit_number: z.coerce.number().int().min(1).max(10).nullable().default(null),
    }),
    z.object({
      ...offerCommon,
      bonus_key: z.literal('FREE_SPINS'),
      free_spins: z.coerce.number().int().min(1).max(MAX_FREE_SPINS),
      spin_value: moneyAmountSchema,
      /** The catalog id of the studio slot the spins are for. */
      game_id: idParam,
    }),
  ])
  .meta({ id: 'NewBonusOffer' });
export type BonusOfferInput = z.infer<typeof bonusOfferInputSchema>;

/** An offer as staff see it, with how many players claimed and declined it. */
export const bonusOfferSchema = z
  .object({
    id: recordId,
    code: z.string(),
    bonus_key: z.enum(BONUS_KEYS),
    currency: z.string(),
    message: z.string(),
    lang: z.array(bonusTextSchema),
    match_percent: count.nullable(),
    max_amount: minorUnits.nullable(),
    min_deposit: minorUnits.nullable(),
    wagering_multiple: count,
    valid_days: count,
    game_weights: gameWeightsSchema,
    deposit_number: count.nullable(),
    free_spins: count.nullable(),
    spin_value: minorUnits.nullable(),
    game_id: recordId.nullable(),
    retired_at: isoDateTime.nullable(),
    claimed: count,
    declined: count,
  })
  .meta({ id: 'BonusOffer' });
export type BonusOffer = z.infer<typeof bonusOfferSchema>;
export const bonusOfferResponseSchema = okAnswer({ offer: bonusOfferSchema });
export const bonusOffersResponseSchema = okAnswer({ offers: z.array(bonusOfferSchema) });
export const bonusOfferRetireSchema = z.object({ code: z.string().trim().min(1) });
