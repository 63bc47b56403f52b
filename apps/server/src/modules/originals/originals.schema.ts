import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Stake limits and the round's maximum payout per currency, minor units. */
export type CrashLimitsByCurrency = Record<
  string,
  { min_bet: number; max_bet: number; max_payout: number }
>;

/** One row per crash game: its settings and its current hash chain (issue 12). */
export const crashGames = pgTable('crash_games', {
  game: text('game').primaryKey(),
  /** The chain rounds are drawn from; null until `crash:chain` (or demo mode) made one. */
  chainId: integer('chain_id'),
  /** House edge in basis points (100 = 1%). */
  houseEdgeBps: integer('house_edge_bps').notNull().default(100),
  bettingMs: integer('betting_ms').notNull().default(5000),
  limits: jsonb('limits').$type<CrashLimitsByCurrency>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Hash chains. The seed is the chain's secret (position 0): whoever reads it knows every future
 * crash point, so it never leaves the server; the API shows the terminating hash and the salt.
 * A game plays only once its current chain has a salt, chosen after the hash was published.
 */
export const crashChains = pgTable(
  'crash_chains',
  {
    id: serial('id').primaryKey(),
    game: text('game').notNull(),
    seed: text('seed').notNull(),
    terminatingHash: text('terminating_hash').notNull(),
    length: integer('length').notNull(),
    salt: text('salt'),
    /** Demo mode made the chain and the salt itself at first start: nothing was published. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('crash_chains_game_idx').on(table.game)],
);

/** Every CHECKPOINT_EVERY-th hash of a chain, so a round's hash costs < 1,000 sha256 steps. */
export const crashChainCheckpoints = pgTable(
  'crash_chain_checkpoints',
  {
    chainId: integer('chain_id').notNull(),
    /** Its place in the chain: 0 = the seed. */
    position: integer('position').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.position] })],
);

export const CRASH_ROUND_STATUSES = ['betting', 'running', 'crashed'] as const;

/**
 * Rounds: created by the game's leader with the hash and crash point already fixed (both kept
 * from the API until the crash). Times come from the database's clock, so every node decides
 * bets and cash-outs by the same clock.
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    game: text('game').notNull(),
    chainId: integer('chain_id').notNull(),
    /** 1-based place in the chain (round n uses the hash at position chain_length - n). */
    number: integer('number').notNull(),
    hash: text('hash').notNull(),
    crashX100: integer('crash_x100').notNull(),
    houseEdgeBps: integer('house_edge_bps').notNull(),
    status: text('status', { enum: CRASH_ROUND_STATUSES }).notNull(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true, precision: 3 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }),
    crashedAt: timestamp('crashed_at', { withTimezone: true, precision: 3 }),
    /**
     * The round's maximum payout reached: every open bet is paid at this multiplier and no
     * cash-out pays more (issue 12 point 1). Null while the limit is not in sight.
     */
    capX100: integer('cap_x100'),
    /** Interrupted before it ran: its bets were refunded (docs/fairness.md "Interruptions"). */
    refunded: boolean('refunded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('crash_rounds_chain_number_key').on(table.chainId, table.number),
    index('crash_rounds_game_id_idx').on(table.game, table.id),
  ],
);

export const CRASH_BET_STATUSES = ['open', 'won', 'lost', 'refunded'] as const;

/**
 * Bets. A bet changes status exactly once (open -> won | lost | refunded) by a conditional
 * UPDATE, in the same transaction as its ledger transfer: a win or refund is paid once.
 */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' }).notNull(),
    game: text('game').notNull(),
    userId: integer('user_id').notNull(),
    playerName: text('player_name').notNull(),
    currency: text('currency').notNull(),
    /** Stake, minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The part of the stake that was bonus money, and that bonus (decision 035). */
    bonusAmount: bigint('bonus_amount', { mode: 'number' }).notNull().default(0),
    bonusId: bigint('bonus_id', { mode: 'number' }),
    /** 'main' or 'side': a player has at most one of each per round. */
    slot: text('slot', { enum: ['main', 'side'] }).notNull(),
    /** crashbull side bets: 'bull' or 'bear'. */
    side: text('side', { enum: ['bull', 'bear'] }),
    autoCashoutX100: integer('auto_cashout_x100'),
    status: text('status', { enum: CRASH_BET_STATUSES }).notNull().default('open'),
    cashoutX100: integer('cashout_x100'),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The cash-out request's key: its replay answers the same bet, never a second payment. */
    cashoutKey: text('cashout_key'),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    uniqueIndex('crash_bets_round_user_slot_key').on(table.roundId, table.userId, table.slot),
    uniqueIndex('crash_bets_idempotency_key').on(table.idempotencyKey),
    index('crash_bets_round_id_idx').on(table.roundId, table.id),
    index('crash_bets_user_id_idx').on(table.userId, table.id),
    // Unsettled bets only: few at any time, found fast after an interruption.
    index('crash_bets_open_idx')
      .on(table.game, table.roundId)
      .where(sql`${table.status} = 'open'`),
  ],
);
