import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../platform/localized';

/** Site pages and menu entries (spec §3 Menu item: to, title, slug, icon). */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  path: text('path').notNull(),
  group: text('group', { enum: ['casino', 'pages'] }).notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  body: jsonb('body').$type<LocalizedText>(),
  icon: text('icon'),
  position: integer('position').notNull().default(0),
});
