import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/**
 * spec §3 Provider: name and logo. A provider that runs its games on our seamless wallet
 * (issue 13) also has a `code` (its path under /api/provider/{code}), the HMAC secret it signs
 * with, and the launch URL its games open at; catalog-only providers have none of them.
 */
export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  logo: text('logo'),
  isDemo: smallint('is_demo').notNull().default(0),
  code: text('code').unique(),
  /** Needed in clear to check signatures; never logged, never returned by an API. */
  secret: text('secret'),
  launchUrl: text('launch_url'),
  /** A disabled provider's games do not launch and its calls are refused. */
  walletEnabled: boolean('wallet_enabled').notNull().default(true),
});

/**
 * spec §3 Game. `provider` + `external_id` identify a game in its provider's feed (the import
 * upserts by them); games that vanish from a feed are disabled, never deleted.
 */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    providedBy: text('provided_by').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    thumbnail: text('thumbnail'),
    image: text('image'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    liveCasino: boolean('live_casino').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    gameShow: boolean('game_show').notNull().default(false),
    original: boolean('original').notNull().default(false),
    hasDemo: boolean('has_demo').notNull().default(false),
    comingSoon: boolean('coming_soon').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    /**
     * The columns staff set in the back office (enabled, featured, position, category_id): a
     * catalog import keeps these as staff left them and updates the rest from the feed.
     */
    staffSet: text('staff_set')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('games_provider_external_id_key').on(table.provider, table.externalId),
    index('games_slug_idx').on(table.slug),
    index('games_category_id_idx').on(table.categoryId),
    index('games_name_lower_idx').on(sql`lower(${table.name})`),
  ],
);
