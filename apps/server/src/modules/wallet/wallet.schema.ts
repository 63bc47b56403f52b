import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * spec §3 Entity wallet: the coins the casino accepts, seeded and operator-editable.
 * `extended_public_key` is an account-level xpub (XMR: view key and public spend key); deposit
 * addresses are derived from it, so no private key ever reaches the server.
 */
// User ids are plain columns: a module's tables never reference another module's (STYLE.md);
// the services keep them consistent.
export const entityWallets = pgTable(
  'entity_wallets',
  {
    id: serial('id').primaryKey(),
    shortCode: text('short_code').notNull(),
    name: text('name').notNull(),
    network: text('network').notNull(),
    /** Smallest units per coin as a power of ten (BTC 8, ETH 18, XMR 12). */
    decimals: integer('decimals').notNull(),
    confirmations: integer('confirmations').notNull(),
    allowWithdrawals: boolean('allow_withdrawals').notNull().default(true),
    extendedPublicKey: text('extended_public_key'),
    /** True while the key is the public demo key (docs: never for real money). */
    isDemoKey: boolean('is_demo_key').notNull().default(false),
    coinImage: text('coin_image').notNull(),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('entity_wallets_short_code_key').on(table.shortCode)],
);

/**
 * A player's deposit address per coin, derived at index = user id. A changed key gives a new
 * row; old addresses keep pointing at their player so late deposits still arrive.
 */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    entityWalletId: integer('entity_wallet_id')
      .notNull()
      .references(() => entityWallets.id),
    derivationIndex: integer('derivation_index').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deposit_addresses_wallet_address_key').on(table.entityWalletId, table.address),
    index('deposit_addresses_user_idx').on(table.userId, table.entityWalletId),
  ],
);

/**
 * The columns a player's record of coin money starts with (deposits, deposit requests,
 * withdrawals): its id, the uuid it is known by outside, the player and the coin's wallet.
 */
const coinRecordColumns = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom(),
  userId: integer('user_id').notNull(),
  entityWalletId: integer('entity_wallet_id')
    .notNull()
    .references(() => entityWallets.id),
});

/**
 * pending: waiting for confirmations; awaiting_rate: confirmed on chain but no fresh rate to
 * value it (live mode), credited by the next report or the sweep; confirmed: credited.
 */
export const DEPOSIT_STATUSES = ['pending', 'awaiting_rate', 'confirmed'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * On-chain deposits as gateways report them, one row per (coin, txid, output), the txid in its
 * canonical spelling (deposits/deposits.txid.ts). Credited once, at the rate of the moment the required
 * confirmations were reached, or (live mode) of the moment a fresh rate next existed.
 */
export const deposits = pgTable(
  'deposits',
  {
    ...coinRecordColumns(),
    gateway: text('gateway').notNull(),
    txid: text('txid').notNull(),
    vout: integer('vout').notNull(),
    address: text('address').notNull(),
    /** Smallest units of the coin (satoshi, wei, piconero) as an exact integer. */
    cryptoAmount: numeric('crypto_amount', { precision: 78, scale: 0 }).notNull(),
    confirmations: integer('confirmations').notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull(),
    /** Minor units of `currency` credited; null until confirmed. */
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency').notNull(),
    /** Price of one coin in `currency` when credited, decimal text. */
    rate: text('rate'),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('deposits_uuid_key').on(table.uuid),
    uniqueIndex('deposits_output_key').on(table.entityWalletId, table.txid, table.vout),
    index('deposits_user_idx').on(table.userId, table.id),
    // The sweep's question, every 30 s on every node: which deposits wait for a rate?
    index('deposits_awaiting_rate_idx')
      .on(table.id)
      .where(sql`${table.status} = 'awaiting_rate'`),
  ],
);

/** spec §3 Deposit request: what the player says they sent, matched when the gateway reports. */
export const depositRequests = pgTable(
  'deposit_requests',
  {
    ...coinRecordColumns(),
    referenceNumber: text('reference_number').notNull(),
    /** Whole coins as the player typed them ("0.01"). */
    sentAmount: text('sent_amount').notNull(),
    status: text('status', { enum: ['pending', 'matched'] })
      .notNull()
      .default('pending'),
    depositId: bigint('deposit_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deposit_requests_uuid_key').on(table.uuid),
    uniqueIndex('deposit_requests_reference_key').on(
      table.userId,
      table.entityWalletId,
      table.referenceNumber,
    ),
    index('deposit_requests_user_idx').on(table.userId, table.id),
  ],
);

export const WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'confirmed',
  'rejected',
  'cancelled',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * Withdrawal requests (ARCHITECTURE decisions: Pending -> Approved -> Confirmed, or Rejected,
 * or Cancelled). The money is held by a pending ledger transfer until staff decide.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    ...coinRecordColumns(),
    walletAddress: text('wallet_address').notNull(),
    /** Minor units of `currency`. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Smallest units of the coin at the rate of the request (the payout may vary, spec §2). */
    cryptoAmount: numeric('crypto_amount', { precision: 78, scale: 0 }).notNull(),
    rate: text('rate').notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('pending'),
    txid: text('txid'),
    reason: text('reason'),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).notNull(),
    /** "{userId}:{client key}": a replayed request answers the first result. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Four eyes: the first of two approvals, above the limit (the second is `reviewed_by`). */
    firstApprovedBy: integer('first_approved_by'),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    /**
     * The staff member who asked for this cash-out for a blocked player (issue 17); null when
     * the player asked. Somebody else must approve it.
     */
    requestedBy: integer('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'withdrawals_two_approvers',
      sql`${table.firstApprovedBy} is null or ${table.reviewedBy} is null or ${table.firstApprovedBy} <> ${table.reviewedBy}`,
    ),
    check(
      'withdrawals_requester_not_approver',
      sql`${table.requestedBy} is null or ((${table.firstApprovedBy} is null or ${table.firstApprovedBy} <> ${table.requestedBy}) and (${table.reviewedBy} is null or ${table.status} = 'rejected' or ${table.reviewedBy} <> ${table.requestedBy}))`,
    ),
    uniqueIndex('withdrawals_uuid_key').on(table.uuid),
    uniqueIndex('withdrawals_idempotency_key_key').on(table.idempotencyKey),
    index('withdrawals_user_idx').on(table.userId, table.id),
    index('withdrawals_pending_idx')
      .on(table.status, table.id)
      .where(sql`${table.status} in ('pending', 'approved')`),
  ],
);

/** Tips between players; the money moves in one ledger transfer. */
export const tips = pgTable(
  'tips',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    senderId: integer('sender_id').notNull(),
    recipientId: integer('recipient_id').notNull(),
    /** Names as they were when the tip was sent, so the lists read one table. */
    senderName: text('sender_name').notNull(),
    recipientName: text('recipient_name').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tips_uuid_key').on(table.uuid),
    uniqueIndex('tips_idempotency_key_key').on(table.idempotencyKey),
    index('tips_sender_idx').on(table.senderId, table.id),
    index('tips_recipient_idx').on(table.recipientId, table.id),
  ],
);
