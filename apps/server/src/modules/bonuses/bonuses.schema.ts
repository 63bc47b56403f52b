import type { BonusKey, BonusText, GameType, GameWeights } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * An offer staff define (issue 16): a deposit match, free spins or cashback, with its texts
 * and terms. Money is in minor units of `currency`; percentages are whole percents.
 */
export const bonusOffers = pgTable(
  'bonus_offers',
  {
    id: serial('id').primaryKey(),
    /** Staff's handle for it (`deposit-125`). */
    code: text('code').notNull(),
    bonusKey: text('bonus_key').$type<BonusKey>().notNull(),
    /** spec §3 Bonus.bonus_message: the text as written; `texts` holds its translations. */
    message: text('message').notNull(),
    texts: jsonb('texts').$type<BonusText[]>().notNull().default([]),
    currency: text('currency').notNull(),
    matchPercent: integer('match_percent'),
    maxAmount: bigint('max_amount', { mode: 'number' }),
    minDeposit: bigint('min_deposit', { mode: 'number' }),
    /** The wagering asked: this many times the bonus money. */
    wageringMultiple: integer('wagering_multiple').notNull().default(0),
    /** Days an offer stays open, and days a claimed bonus has for its wagering. */
    validDays: integer('valid_days').notNull(),
    /** Percent of a bet counted towards the wagering per kind of game (decision 035). */
    gameWeights: jsonb('game_weights')
      .$type<GameWeights>()
      .notNull()
      .default(sql`'{"originals":100,"slots":100,"table":10,"live":10}'::jsonb`),
    /**
     * The welcome ladder: the offer is for the player's Nth deposit only (1 the first), and is
     * no longer offered once they made it; null for any deposit.
     */
    depositNumber: integer('deposit_number'),
    /**
     * A FREE_SPINS offer: this many spins of `spin_value` (minor units) on the catalog game
     * `game_id`, a studio's slot played through the seamless wallet's free rounds.
     */
    freeSpins: integer('free_spins'),
    spinValue: bigint('spin_value', { mode: 'number' }),
    gameId: integer('game_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bonus_offers_code_key').on(table.code),
    check('bonus_offers_valid_days_positive', sql`${table.validDays} > 0`),
    check('bonus_offers_wagering_not_negative', sql`${table.wageringMultiple} >= 0`),
    check('bonus_offers_deposit_number', sql`${table.depositNumber} between 1 and 10`),
    check(
      'bonus_offers_free_spins',
      sql`(${table.bonusKey} = 'FREE_SPINS') = (${table.freeSpins} is not null and ${table.spinValue} > 0 and ${table.gameId} is not null) and ${table.freeSpins} between 1 and 500`,
    ),
  ],
);

/**
 * spec §3 Bonus: one offer as one player holds it. `active` 0 available, 1 claimed or running,
 * -1 declined (spec §4); at most one running bonus per player (the partial unique index).
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => bonusOffers.id),
    active: smallint('active').notNull().default(0),
    finished: smallint('finished').notNull().default(0),
    /** The bonus money credited to the player's bonus balance (0 until the qualifying deposit). */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    betAmount: bigint('bet_amount', { mode: 'number' }).notNull().default(0),
    betTotal: bigint('bet_total', { mode: 'number' }).notNull().default(0),
    /**
     * A FREE_SPINS bonus: spins not yet taken, and spins taken whose round has not settled yet
     * (a free bet without its first win or rollback); null for other kinds.
     */
    spinsLeft: integer('spins_left'),
    spinsOpen: integer('spins_open'),
    /**
     * A bonus granted to this player alone (the weekly cashback paid as a bonus): the money it
     * carries, credited to `amount` when claimed, and the key that grants it once (one per
     * player, week and currency); null for offers every player is offered.
     */
    granted: bigint('granted', { mode: 'number' }),
    sourceKey: text('source_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** How a finished bonus ended: its wagering done, or its time run out. */
    endedAs: text('ended_as').$type<'wagered' | 'expired'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An offer is held once per player; grants (which name their source) once per source.
    uniqueIndex('player_bonuses_user_offer_key')
      .on(table.userId, table.offerId)
      .where(sql`${table.sourceKey} is null`),
    uniqueIndex('player_bonuses_source_key').on(table.sourceKey),
    uniqueIndex('player_bonuses_one_running')
      .on(table.userId)
      .where(sql`${table.active} = 1 and ${table.finished} = 0`),
    index('player_bonuses_user_idx').on(table.userId, table.id),
    check('player_bonuses_active_state', sql`${table.active} in (-1, 0, 1)`),
    check('player_bonuses_finished_flag', sql`${table.finished} in (0, 1)`),
    check('player_bonuses_spins', sql`${table.spinsLeft} >= 0 and ${table.spinsOpen} >= 0`),
    check(
      'player_bonuses_ended_as',
      sql`(${table.finished} = 0) = (${table.endedAs} is null) and ${table.endedAs} in ('wagered', 'expired')`,
    ),
  ],
);

/**
 * Each settled bet that counted towards a bonus's wagering, once (the wagering hook may hear of
 * a bet twice; its reference is unique): the record behind `player_bonuses.bet_amount`.
 */
export const bonusWagers = pgTable(
  'bonus_wagers',
  {
    reference: text('reference').primaryKey(),
    bonusId: bigint('bonus_id', { mode: 'number' }).notNull(),
    userId: integer('user_id').notNull(),
    gameType: text('game_type').$type<GameType>().notNull(),
    /** The stake, and the part of it the game's weight counted. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    counted: bigint('counted', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bonus_wagers_bonus_idx').on(table.bonusId)],
);
