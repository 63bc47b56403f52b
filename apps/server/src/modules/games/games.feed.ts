import { z } from '@casino/contracts';

/**
 * A provider's game feed, as `npm run cli -- catalog:import FILE` reads it (docs/catalog-feed.md).
 * One file per provider; `external_id` is the provider's own id for the game.
 */
export const catalogFeedSchema = z.object({
  provider: z.string().trim().min(1).max(80),
  provided_by: z.string().trim().min(1).max(80).optional(),
  /**
   * The registered provider (provider:create) whose seamless wallet runs these games; its
   * name must be `provider`. Without one the games are listed but do not launch.
   */
  provider_code: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{1,31}$/)
    .optional(),
  /** The provider's logo: a full URL, a /storage path, or a file under /storage/providers. */
  logo: z.string().trim().min(1).max(500).optional(),
  games: z
    .array(
      z.object({
        external_id: z.string().trim().min(1).max(120),
        name: z.string().trim().min(1).max(120),
        category: z.string().trim().max(60).optional(),
        thumbnail: z.string().max(500).optional(),
        image: z.string().max(500).optional(),
        position: z.number().int().min(0).max(1_000_000).optional(),
        live_casino: z.boolean().default(false),
        featured: z.boolean().default(false),
        game_show: z.boolean().default(false),
        original: z.boolean().default(false),
        has_demo: z.boolean().default(false),
        coming_soon: z.boolean().default(false),
      }),
    )
    .max(20_000),
});
export type CatalogFeed = z.input<typeof catalogFeedSchema>;

/** "Book of Dead" by "Play'n GO" -> "book-of-dead-play-n-go". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

const THEMES = [
  'Fruit',
  'Dragon',
  'Gold',
  'Pharaoh',
  'Viking',
  'Neon',
  'Jungle',
  'Pirate',
  'Space',
  'Candy',
  'Wild',
  'Crystal',
];
const KINDS = [
  'Spins',
  'Fortune',
  'Rush',
  'Quest',
  'Bonanza',
  'Megaways',
  'Blackjack',
  'Roulette',
  'Baccarat',
  'Wheel',
];

/**
 * The generated 1,200-game fixture feed for tests and benchmarks: never seeded, never shown as
 * real games (its provider says so).
 */
export function createFixtureFeed(count = 1200): CatalogFeed {
  const categorySlugs = [
    'slots',
    'live-casino',
    'popular',
    'table-games',
    'game-shows',
    'originals',
  ];
  return {
    provider: 'Fixture Provider (test data)',
    provided_by: 'fixture',
    games: Array.from({ length: count }, (_, i) => {
      const n = i + 1;
      const category = categorySlugs[i % categorySlugs.length] ?? 'slots';
      return {
        external_id: `fx-${n}`,
        name: `${THEMES[i % THEMES.length]} ${KINDS[Math.floor(i / THEMES.length) % KINDS.length]} ${String(n).padStart(4, '0')}`,
        category,
        position: (n * 7919) % count,
        live_casino: category === 'live-casino',
        featured: n % 10 === 0,
        game_show: category === 'game-shows',
        original: category === 'originals',
        has_demo: n % 2 === 0,
      };
    }),
  };
}
