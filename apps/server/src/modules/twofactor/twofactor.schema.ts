import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A user's authenticator (issue 18: TOTP, RFC 6238). The shared secret is kept encrypted with
 * the server's TWO_FACTOR_KEY (it must be read back to check codes, so it cannot be hashed);
 * `enabled_at` is null while the user has scanned it but not yet confirmed a code.
 */
export const twoFactor = pgTable('two_factor', {
  userId: integer('user_id').primaryKey(),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last time step a code was accepted for: a code works once (no replay). */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, shown once at enrolment; only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('recovery_codes_code_hash_key').on(table.codeHash),
    index('recovery_codes_user_id_idx').on(table.userId),
  ],
);
