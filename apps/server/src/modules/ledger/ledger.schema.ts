import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const ACCOUNT_KINDS = [
  /** A player's withdrawable cash (spec w_balance). */
  'player_cash',
  /** A player's bonus money (spec w_bonus_balance), filled by the bonus issue. */
  'player_bonus',
  /** The casino's own money: game results, fees, fx. */
  'house',
  /** Counterpart of deposits: money that arrived on chain and now sits with players. */
  'deposit_clearing',
  /** Counterpart of withdrawals: money paid out on chain. */
  'withdrawal_clearing',
  /** Counterpart of bonus grants. */
  'bonus_pool',
  /**
   * A game's own house accounts per currency ("game:crash.3:USD"): their sum is the game's
   * result (the crash games spread it over several, originals.bet.ts).
   */
  'game',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * Ledger accounts, one per kind, owner and currency (ARCHITECTURE "Money").
 * `balance` is posted credits minus posted debits; holds are pending debits. A player account
 * may never go below zero, even counting its holds: the CHECK is the last line of defence
 * behind the ledger functions' own test.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    /** kind:owner:currency, e.g. "player_cash:42:USD" or "house::USD". */
    code: text('code').notNull(),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    userId: integer('user_id'),
    currency: text('currency').notNull(),
    allowNegative: boolean('allow_negative').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    pendingDebits: bigint('pending_debits', { mode: 'number' }).notNull().default(0),
    pendingCredits: bigint('pending_credits', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_code_key').on(table.code),
    index('ledger_accounts_user_id_idx').on(table.userId),
    check(
      'ledger_accounts_not_overdrawn',
      sql`${table.allowNegative} or (${table.balance} >= 0 and ${table.balance} - ${table.pendingDebits} >= 0)`,
    ),
    check(
      'ledger_accounts_pending_not_negative',
      sql`${table.pendingDebits} >= 0 and ${table.pendingCredits} >= 0`,
    ),
  ],
);

export const TRANSFER_STATUSES = ['pending', 'posted', 'voided'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/**
 * Transfers: money moves from the debit account to the credit account. Rows are never deleted
 * or edited beyond one status change of a pending transfer (posted or voided, exactly once);
 * a mistake is reversed by a new transfer pointing at the old one.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    type: text('type').notNull(),
    // No foreign keys: ledger_transfer() updates both accounts before inserting, so an unknown
    // id never gets this far, and ledger:verify reports any orphan. The checks cost ~10% of a
    // transfer (bench/README.md).
    debitAccountId: integer('debit_account_id').notNull(),
    creditAccountId: integer('credit_account_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Made as a pending hold (posted or voided later) rather than posted at once. */
    twoPhase: boolean('two_phase').notNull(),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull(),
    /** The domain record this transfer belongs to (deposit, withdrawal, tip uuid, game round). */
    reference: text('reference'),
    reversesId: bigint('reverses_id', { mode: 'number' }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('ledger_transfers_idempotency_key_key').on(table.idempotencyKey),
    index('ledger_transfers_debit_idx').on(table.debitAccountId, table.id),
    index('ledger_transfers_credit_idx').on(table.creditAccountId, table.id),
    // The back office's reports read posted money by the day it settled (modules/reports).
    index('ledger_transfers_settled_idx')
      .on(table.settledAt)
      .where(sql`${table.status} = 'posted'`),
    check('ledger_transfers_amount_positive', sql`${table.amount} > 0`),
    check(
      'ledger_transfers_distinct_accounts',
      sql`${table.debitAccountId} <> ${table.creditAccountId}`,
    ),
  ],
);
