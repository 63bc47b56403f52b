import {
  boolean,
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/** Blog posts and promotions (spec §3 Blog/promotion post), per locale, authored as Markdown. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['blog', 'promotion'] }).notNull(),
    slug: text('slug').notNull(),
    category: text('category').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    excerpt: jsonb('excerpt').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    image: text('image'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff's work in progress (issue 17): never shown to players, whatever its date. */
    isDraft: boolean('is_draft').notNull().default(false),
  },
  (table) => [
    uniqueIndex('posts_slug_key').on(table.slug),
    index('posts_kind_published_idx').on(table.kind, table.publishedAt),
  ],
);

/** VIP tiers (spec §1: Bronze, Silver, Gold, Platinum), lowest first by position. */
export const vipLevels = pgTable('vip_levels', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  benefit: jsonb('benefit').$type<LocalizedText>().notNull(),
  bonusPercent: integer('bonus_percent').notNull().default(0),
  cashbackPercent: integer('cashback_percent').notNull().default(0),
  minWagerMinor: bigint('min_wager_minor', { mode: 'number' }).notNull().default(0),
  color: text('color').notNull(),
});

/**
 * Sliders of the home page and of promotions (spec §3 Site settings: id, redirect_url, image_url),
 * and the home banners (id, title, description, url, bg_img), which have the same shape.
 */
export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['home', 'promotion', 'banner'] }).notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  subtitle: jsonb('subtitle').$type<LocalizedText>().notNull(),
  imageUrl: text('image_url').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  position: integer('position').notNull().default(0),
});
