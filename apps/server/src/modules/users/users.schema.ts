import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type PgColumn,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    // The contracts' ROLES (player and the staff roles, docs/staff-roles.md).
    role: text('role', { enum: ['player', 'support', 'admin', 'finance', 'content'] })
      .notNull()
      .default('player'),
    currency: text('currency', { enum: ['USD', 'EUR'] })
      .notNull()
      .default('EUR'),
    locale: text('locale').notNull().default('en'),
    photoUrl: text('photo_url'),
    /** The code in this player's referral link /register/{refCode}. */
    refCode: text('ref_code').notNull(),
    referrerId: integer('referrer_id'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Blocked by staff: no login, no play; staff may still pay out the cash. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    /** Asked at registration (issue 18: players are 18 or over); null for older accounts. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_ref_code_key').on(table.refCode),
    index('users_referrer_id_idx').on(table.referrerId),
  ],
);

/** The user a row belongs to; it goes when they go. */
const ownerColumn = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A table of a user's tokens, kept as hashes: found by the hash, listed by user. */
const tokenKeys = (name: string, table: { tokenHash: PgColumn; userId: PgColumn }) => [
  uniqueIndex(`${name}_token_hash_key`).on(table.tokenHash),
  index(`${name}_user_id_idx`).on(table.userId),
];

/** A login: the opaque token is never stored, only its SHA-256 (spec §3 Session fields). */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ownerColumn(),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    device: text('device'),
    city: text('city'),
    location: text('location'),
    remember: boolean('remember').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => tokenKeys('sessions', table),
);

/**
 * Single-use tokens mailed to a user (e-mail verification, password reset) or handed to the
 * login's two-factor step (login_challenge, issue 18). Only the SHA-256 is kept; `used_at` makes
 * each one work once.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ownerColumn(),
    purpose: text('purpose', {
      enum: ['email_verify', 'password_reset', 'login_challenge'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => tokenKeys('user_tokens', table),
);

/** Identity documents a player uploads at /settings/verification, reviewed by staff. */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: serial('id').primaryKey(),
    userId: ownerColumn(),
    documentType: text('document_type', {
      enum: ['passport', 'id_card', 'driving_license', 'proof_of_address'],
    }).notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_documents_user_id_idx').on(table.userId)],
);

/** Staff notes on a player's account (the back office's player page); kept, never edited. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: serial('id').primaryKey(),
    userId: ownerColumn(),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('player_notes_user_id_idx').on(table.userId, table.id)],
);
