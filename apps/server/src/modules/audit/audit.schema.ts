import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit trail (issue 17): one row per staff action, written in the transaction of the change
 * it records. Append-only: triggers (modules/audit/sql/audit_append_only.sql) refuse UPDATE,
 * DELETE and TRUNCATE for every database user, the application's included.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The staff member; null for an operator's CLI command (`source` = 'cli'). */
    staffId: integer('staff_id'),
    /** The role the action was taken under (kept: roles change, the record must not). */
    staffRole: text('staff_role').notNull(),
    source: text('source', { enum: ['api', 'cli'] }).notNull(),
    /** "withdrawal.approve", "bonus_offer.create", ... */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_audit_created_idx').on(table.createdAt, table.id),
    index('staff_audit_staff_idx').on(table.staffId, table.id),
    index('staff_audit_target_idx').on(table.targetType, table.targetId, table.id),
  ],
);
