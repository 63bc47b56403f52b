import { GAME_TYPES, bonusOfferSchema, BONUS_TEXT_LANGS } from './bonuses';
import {
  count,
  flag,
  idParam,
  isoDateTime,
  minorUnits,
  okAnswer,
  pageQuery,
  recordId,
} from './common';
import { providerViewSchema } from './launch';
import { moneyAmountSchema } from './wallet';
import { z } from './validation';

/*
 * The back office's catalog (issue 17 "Games and providers", "Bonuses"): games and categories
 * staff enable, feature, order and categorise (`games.manage`), a provider's secret rotated by
 * the server (`providers.manage`), and bonus offers edited, scheduled and their claims listed
 * (`bonuses.manage`). Every change is recorded in the audit trail.
 */

/** A yes or no in a query string: `true`/`false` or `1`/`0`. */
const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * A PATCH that changes nothing is refused on `body`, so no empty change reaches the trail
 * (checked only when the fields themselves are valid: one complaint at a time).
 */
function hasChange(patch: object): boolean {
  return Object.values(patch).some((value) => value !== undefined);
}
const CHANGE_REQUIRED = {
  message: 'nothing_to_change',
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
} as const;

export const ADMIN_GAME_SORTS = ['position', 'name', 'newest'] as const;

/** GET /api/admin/games: every game, disabled ones included, filtered and paged. */
export const adminGamesQuerySchema = z.object({
  /** Part of the name or slug, or the game's id. */
  q: z.string().trim().max(100).optional(),
  provider: z.string().trim().min(1).max(100).optional(),
  category_id: idParam.optional(),
  enabled: queryBoolean.optional(),
  featured: queryBoolean.optional(),
  sort: z.enum(ADMIN_GAME_SORTS).default('position'),
  ...pageQuery(50),
});
export type AdminGamesQuery = z.infer<typeof adminGamesQuerySchema>;

/** A game as staff see it: its lobby flags, whether it is shown at all, and its kind. */
export const adminGameSchema = z
  .object({
    id: recordId,
    name: z.string(),
    slug: z.string(),
    provider: z.string(),
    provided_by: z.string(),
    external_id: z.string(),
    /** The game's category (a game has one), its name in the request's language. */
    category: z.object({ id: recordId, slug: z.string(), name: z.string() }).nullable(),
    /** Shown in the lobby, its lists and its page; a disabled game is hidden, never deleted. */
    enabled: z.boolean(),
    featured: z.boolean(),
    /** The "popular" order (lower first). */
    position: z.number().int(),
    /** The wagering weights' kind of game (decision 035). */
    type: z.enum(GAME_TYPES),
    original: z.boolean(),
    live_casino: z.boolean(),
    game_show: z.boolean(),
    has_demo: z.boolean(),
    coming_soon: z.boolean(),
    image: z.string(),
    updated_at: isoDateTime,
  })
  .meta({ id: 'AdminGame' });
export type AdminGame = z.infer<typeof adminGameSchema>;

export const adminGamesResponseSchema = okAnswer({
  games: z.array(adminGameSchema),
  total: count,
});
export type AdminGamesResponse = z.infer<typeof adminGamesResponseSchema>;

/** The most a position may be: the order of a catalog of a few thousand games, with room. */
export const MAX_POSITION = 1_000_000;
const position = z.coerce.number().int().min(0).max(MAX_POSITION);

/** PATCH /api/admin/games/{id}: only what is sent changes. `category_id: null` uncategorises. */
export const adminGameUpdateSchema = z
  .strictObject({
    enabled: z.boolean().optional(),
    featured: z.boolean().optional(),
    position: position.optional(),
    category_id: idParam.nullable().optional(),
  })
  .refine(hasChange, CHANGE_REQUIRED)
  .meta({ id: 'AdminGameUpdate' });
export type AdminGameUpdate = z.infer<typeof adminGameUpdateSchema>;
export const adminGameResponseSchema = okAnswer({ game: adminGameSchema });

/** A lobby category as staff see it, with how many games it holds (shown and hidden). */
export const adminCategorySchema = z
  .object({
    id: recordId,
    slug: z.string(),
    name: z.string(),
    icon: z.string().nullable(),
    /** spec §3: 1 when the category is in the lobby's menu. */
    in_menu: flag,
    position: z.number().int(),
    games: count,
    enabled_games: count,
  })
  .meta({ id: 'AdminCategory' });
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoriesResponseSchema = okAnswer({
  categories: z.array(adminCategorySchema),
});

/** PATCH /api/admin/categories/{id}: the menu's order and whether it is in the menu. */
export const adminCategoryUpdateSchema = z
  .strictObject({ position: position.optional(), in_menu: flag.optional() })
  .refine(hasChange, CHANGE_REQUIRED)
  .meta({ id: 'AdminCategoryUpdate' });
export type AdminCategoryUpdate = z.infer<typeof adminCategoryUpdateSchema>;
export const adminCategoryResponseSchema = okAnswer({ category: adminCategorySchema });

/** `:id` of the games and categories calls. */
export const adminIdParamsSchema = z.object({ id: idParam });

/**
 * POST /api/admin/providers/{code}/rotate-secret: the new secret, shown in this answer only
 * (never stored anywhere it could be read back, never in the audit trail).
 */
export const providerSecretResponseSchema = okAnswer({
  provider: providerViewSchema,
  secret: z.string(),
}).meta({ id: 'WalletProviderSecret' });
export type ProviderSecretResponse = z.infer<typeof providerSecretResponseSchema>;

/** An offer as staff see it, with its schedule: offered from `starts_at` until `ends_at`. */
export const staffBonusOfferSchema = bonusOfferSchema
  .extend({ starts_at: isoDateTime.nullable(), ends_at: isoDateTime.nullable() })
  .meta({ id: 'StaffBonusOffer' });
export type StaffBonusOffer = z.infer<typeof staffBonusOfferSchema>;
export const staffBonusOfferResponseSchema = okAnswer({ offer: staffBonusOfferSchema });
export const staffBonusOffersResponseSchema = okAnswer({
  offers: z.array(staffBonusOfferSchema),
});

export const bonusOfferCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(48) });

const offerText = z.string().trim().min(3).max(500);
/** A moment with its offset (`2026-12-01T00:00:00Z`); null clears it. */
const moment = z.iso.datetime({ offset: true }).nullable().optional();

/**
 * PATCH /api/admin/bonuses/offers/{code}: only what is sent changes (amounts as decimal text).
 * `lang` replaces the translations. The match terms are a deposit match's only. An offer's
 * kind, currency, game weights and free spins never change: players' running bonuses read them.
 */
export const bonusOfferUpdateSchema = z
  .strictObject({
    message: offerText.optional(),
    lang: z
      .array(z.object({ lang: z.enum(BONUS_TEXT_LANGS), message: offerText }))
      .max(BONUS_TEXT_LANGS.length)
      .optional(),
    wagering_multiple: z.coerce.number().int().min(0).max(200).optional(),
    valid_days: z.coerce.number().int().min(1).max(365).optional(),
    match_percent: z.coerce.number().int().min(1).max(1000).optional(),
    max_amount: moneyAmountSchema.optional(),
    min_deposit: moneyAmountSchema.optional(),
    starts_at: moment,
    ends_at: moment,
  })
  .refine(hasChange, CHANGE_REQUIRED)
  .meta({ id: 'BonusOfferUpdate' });
export type BonusOfferUpdate = z.infer<typeof bonusOfferUpdateSchema>;

/** A player's bonus of an offer, as its claims list shows it. */
export const BONUS_CLAIM_STATUSES = ['active', 'declined', 'finished'] as const;

/** GET /api/admin/bonuses/offers/{code}/claims: the latest claim or decline first. */
export const bonusClaimsQuerySchema = z.object({
  status: z.enum(BONUS_CLAIM_STATUSES).optional(),
  ...pageQuery(50),
});
export type BonusClaimsQuery = z.infer<typeof bonusClaimsQuerySchema>;

export const bonusClaimSchema = z
  .object({
    /** The player's bonus (spec §3 Bonus.id). */
    id: recordId,
    player: z.object({ id: recordId, name: z.string(), email: z.string() }),
    /** active: claimed and running; declined; finished (see `ended_as`). */
    status: z.enum(BONUS_CLAIM_STATUSES),
    ended_as: z.enum(['wagered', 'expired']).nullable(),
    /** The bonus money it carries (minor units of the offer's currency); 0 until funded. */
    amount: minorUnits,
    bet_amount: minorUnits,
    bet_total: minorUnits,
    claimed_at: isoDateTime.nullable(),
    declined_at: isoDateTime.nullable(),
    finished_at: isoDateTime.nullable(),
    expires_at: isoDateTime,
  })
  .meta({ id: 'BonusClaim' });
export type BonusClaim = z.infer<typeof bonusClaimSchema>;
export const bonusClaimsResponseSchema = okAnswer({
  offer: staffBonusOfferSchema,
  claims: z.array(bonusClaimSchema),
  total: count,
});
export type BonusClaimsResponse = z.infer<typeof bonusClaimsResponseSchema>;
