import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The development outbox: without SMTP_URL, mail lands here (and in the log) and is shown at
 * /dev/mail, so a laptop install can follow verification and reset links.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
