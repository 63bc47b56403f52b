import { integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../platform/localized';

/** spec §3 Game category; names per locale, English as the fallback. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  icon: text('icon'),
  inMenu: smallint('in_menu').notNull().default(0),
  position: integer('position').notNull().default(0),
});

/** spec §3 Provider: name and logo. */
export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  logo: text('logo'),
  isDemo: smallint('is_demo').notNull().default(0),
});
