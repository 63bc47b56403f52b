import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * spec §3 Chat group {id, name, photo_url}. Group 1 "support" is the desk players write to
 * (seeded by the migration); each player's conversation with support is a group of its own,
 * owned by that player, titled with their name as it was when they opened it. At most one
 * open conversation per player (partial unique index).
 */
export const chatGroups = pgTable(
  'chat_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    photoUrl: text('photo_url'),
    ownerUserId: integer('owner_user_id'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByUserId: integer('closed_by_user_id'),
  },
  (table) => [
    uniqueIndex('chat_groups_name').on(table.name),
    uniqueIndex('chat_groups_one_open_per_owner')
      .on(table.ownerUserId)
      .where(sql`${table.isActive} and ${table.ownerUserId} is not null`),
    index('chat_groups_active_idx')
      .on(table.id)
      .where(sql`${table.isActive}`),
  ],
);

/**
 * spec §3 Chat message {message, user.name}: plain text as written, with its author's name as
 * it was then (history persists and reads the same later).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => chatGroups.id),
    userId: integer('user_id').notNull(),
    userName: text('user_name').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_group_idx').on(table.groupId, table.id)],
);
