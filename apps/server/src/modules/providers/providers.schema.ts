import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A game session (issue 13): made at launch, its token given to the provider in the launch URL.
 * Only the token's SHA-256 is stored. It binds the player, the game and the currency; past
 * `expires_at` it takes no new bets, but wins and rollbacks of its rounds still land.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    providerId: integer('provider_id').notNull(),
    userId: integer('user_id').notNull(),
    gameId: integer('game_id').notNull(),
    /** The game's code at the provider (games.external_id). */
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('game_sessions_token_hash_key').on(table.tokenHash),
    index('game_sessions_user_idx').on(table.userId, table.createdAt),
  ],
);

export type ProviderTransactionKind = 'bet' | 'win' | 'rollback';
/**
 * bet: open (no win yet), settled (a win referenced it), rolled_back.
 * win: ok. rollback: ok (reversed a bet), unknown (its reference was never seen: recorded so a
 * late bet with that uuid is refused).
 */
export type ProviderTransactionStatus = 'open' | 'settled' | 'rolled_back' | 'ok' | 'unknown';

/** The answer a provider got, kept to answer a replay with the same bytes of meaning. */
export interface ProviderAnswer {
  status: string;
  balance: number;
  currency: string;
}

/**
 * Every money call a provider made, by its `transaction_uuid` (unique per provider): the
 * idempotency record, the round's history, and the link to the ledger transfer it made.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerId: integer('provider_id').notNull(),
    transactionUuid: text('transaction_uuid').notNull(),
    kind: text('kind').$type<ProviderTransactionKind>().notNull(),
    status: text('status').$type<ProviderTransactionStatus>().notNull(),
    userId: integer('user_id').notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    gameId: integer('game_id').notNull(),
    round: text('round').notNull(),
    /** Minor units; 0 for a losing round's closing win and for rollbacks. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    referenceTransactionUuid: text('reference_transaction_uuid'),
    /** SHA-256 of what makes the call the same call (docs/providers.md, "Idempotency"). */
    requestHash: text('request_hash').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    /**
     * A bet: the part of its stake that was bonus money, that bonus, and the transfer of that
     * part (decision 035); a win: the transfer of its bonus share, when one was paid.
     */
    bonusAmount: bigint('bonus_amount', { mode: 'number' }).notNull().default(0),
    bonusId: bigint('bonus_id', { mode: 'number' }),
    bonusTransferId: bigint('bonus_transfer_id', { mode: 'number' }),
    /** A free spin (docs/providers.md "Free rounds"): its whole stake is `bonus_id`'s. */
    freeRound: boolean('free_round').notNull().default(false),
    answer: jsonb('answer').$type<ProviderAnswer>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('provider_transactions_uuid_key').on(table.providerId, table.transactionUuid),
    index('provider_transactions_reference_idx')
      .on(table.providerId, table.referenceTransactionUuid)
      .where(sql`${table.referenceTransactionUuid} is not null`),
    index('provider_transactions_user_idx').on(table.userId, table.createdAt),
  ],
);
