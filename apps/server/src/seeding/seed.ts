import { eq } from 'drizzle-orm';
import type { NewPageRow, NewPostRow } from '../modules/content/content.repository';
import type { ContentService } from '../modules/content/content.service';
import type { NewCategoryRow, NewProviderRow } from '../modules/games/games.repository';
import type { CatalogFeed } from '../modules/games/games.feed';
import type { GamesService } from '../modules/games/games.service';
import type { BonusesService } from '../modules/bonuses/bonuses.service';
import type { UsersService } from '../modules/users/users.service';
import type { WalletService } from '../modules/wallet/wallet.service';
import type { Logger } from '../platform/logger';
import type { Database } from '../db/client';
import { appMeta } from '../db/meta.schema';
import { loadDemoContent, type SeedPost } from './demo-content';

/** Demo accounts, documented in README.md. Demo content only: change or remove in production. */
export const DEMO_USERS = [
  { name: 'Demo Player', email: 'player@demo.casino', password: 'DemoPlayer2026!', role: 'player' },
  {
    name: 'Demo Support',
    email: 'support@demo.casino',
    password: 'DemoSupport2026!',
    role: 'support',
  },
  { name: 'Demo Admin', email: 'admin@demo.casino', password: 'DemoAdmin2026!', role: 'admin' },
  // The back office's other roles (docs/staff-roles.md), to try each one's console.
  {
    name: 'Demo Finance',
    email: 'finance@demo.casino',
    password: 'DemoFinance2026!',
    role: 'finance',
  },
  {
    name: 'Demo Content',
    email: 'content@demo.casino',
    password: 'DemoContent2026!',
    role: 'content',
  },
] as const;

/** Category 3 is "popular": the lobby's popular carousel reads it (spec §2). */
const CATEGORIES: NewCategoryRow[] = [
  {
    id: 1,
    slug: 'slots',
    icon: 'sparkles',
    inMenu: 1,
    position: 1,
    name: { en: 'Slots', 'zh-CN': '老虎机', es: 'Tragamonedas' },
  },
  {
    id: 2,
    slug: 'live-casino',
    icon: 'tv',
    inMenu: 1,
    position: 2,
    name: { en: 'Live Casino', 'zh-CN': '真人娱乐场', es: 'Casino en vivo' },
  },
  {
    id: 3,
    slug: 'popular',
    icon: 'flame',
    inMenu: 1,
    position: 3,
    name: { en: 'Popular', 'zh-CN': '热门', es: 'Populares' },
  },
  {
    id: 4,
    slug: 'table-games',
    icon: 'spade',
    inMenu: 1,
    position: 4,
    name: { en: 'Table Games', 'zh-CN': '桌面游戏', es: 'Juegos de mesa' },
  },
  {
    id: 5,
    slug: 'game-shows',
    icon: 'trophy',
    inMenu: 1,
    position: 5,
    name: { en: 'Game Shows', 'zh-CN': '游戏节目', es: 'Concursos' },
  },
  {
    id: 6,
    slug: 'originals',
    icon: 'rocket',
    inMenu: 1,
    position: 6,
    name: { en: 'Originals', 'zh-CN': '原创游戏', es: 'Originales' },
  },
  {
    id: 7,
    slug: 'new-releases',
    icon: 'star',
    inMenu: 0,
    position: 7,
    name: { en: 'New Releases', 'zh-CN': '新游戏', es: 'Novedades' },
  },
];

/** The casino's own games: part of every install, demo or live. */
const ORIGINALS_PROVIDER: NewProviderRow = { name: 'Casino Originals', logo: null, isDemo: 0 };
const PROVIDERS: NewProviderRow[] = [
  ORIGINALS_PROVIDER,
  { name: 'Demo Studio (demo content)', logo: null, isDemo: 1 },
];

/** Wordmarks we draw (apps/server/src/modules/media/media.art.ts), files under /storage/providers. */
const PROVIDER_LOGOS: [string, string][] = [
  ['Casino Originals', 'casino-originals.webp'],
  ['Demo Studio (demo content)', 'demo-studio.webp'],
];

/**
 * The in-house crash games (issue 12). The bundled demo studio's games come from its own
 * catalog feed (seed-demo-studio.ts, issue 13).
 */
const FEEDS: CatalogFeed[] = [
  {
    provider: 'Casino Originals',
    provided_by: 'in-house',
    games: [
      {
        external_id: 'crash',
        name: 'Crash',
        category: 'originals',
        position: 1,
        original: true,
        featured: true,
      },
      {
        external_id: 'crashsw',
        name: 'Crash Sweep',
        category: 'originals',
        position: 2,
        original: true,
      },
      {
        external_id: 'crashbull',
        name: 'Crash Bull',
        category: 'originals',
        position: 3,
        original: true,
      },
    ],
  },
];

const policy = (slug: string, position: number, title: NewPageRow['title']): NewPageRow => ({
  slug,
  path: `/policies/${slug}`,
  group: 'pages',
  position,
  icon: 'file-text',
  title,
});

const PAGES: NewPageRow[] = [
  {
    slug: 'casino',
    path: '/casino',
    group: 'casino',
    position: 1,
    icon: 'dices',
    title: { en: 'Casino', 'zh-CN': '娱乐场', es: 'Casino' },
  },
  {
    slug: 'slots',
    path: '/slots',
    group: 'casino',
    position: 2,
    icon: 'sparkles',
    title: { en: 'Slots', 'zh-CN': '老虎机', es: 'Tragamonedas' },
  },
  {
    slug: 'live-casino',
    path: '/casino?tab=live_casino',
    group: 'casino',
    position: 3,
    icon: 'tv',
    title: { en: 'Live Casino', 'zh-CN': '真人娱乐场', es: 'Casino en vivo' },
  },
  {
    slug: 'crash',
    path: '/games/crash',
    group: 'casino',
    position: 4,
    icon: 'rocket',
    title: { en: 'Crash', 'zh-CN': '崩溃游戏', es: 'Crash' },
  },
  {
    slug: 'promotions',
    path: '/promotions',
    group: 'casino',
    position: 5,
    icon: 'gift',
    title: { en: 'Promotions', 'zh-CN': '优惠活动', es: 'Promociones' },
  },
  {
    slug: 'blog',
    path: '/blog',
    group: 'casino',
    position: 6,
    icon: 'newspaper',
    title: { en: 'Blog', 'zh-CN': '博客', es: 'Blog' },
  },
  policy('vip', 1, { en: 'VIP Club', 'zh-CN': 'VIP 俱乐部', es: 'Club VIP' }),
  policy('how-to-deposit', 2, { en: 'How to Deposit', 'zh-CN': '如何存款', es: 'Cómo depositar' }),
  policy('aml-policy', 3, { en: 'AML Policy', 'zh-CN': '反洗钱政策', es: 'Política AML' }),
  policy('terms-and-conditions', 4, {
    en: 'Terms and Conditions',
    'zh-CN': '条款和条件',
    es: 'Términos y condiciones',
  }),
  policy('privacy-policy', 5, {
    en: 'Privacy Policy',
    'zh-CN': '隐私政策',
    es: 'Política de privacidad',
  }),
  policy('responsible-gaming', 6, {
    en: 'Responsible Gaming',
    'zh-CN': '负责任博彩',
    es: 'Juego responsable',
  }),
];

/**
 * Each demo set is seeded once per database, under its own marker, so a set added by a later
 * release reaches existing installs, and a later start never re-creates what an operator
 * deleted. Idempotent even if two nodes race (inserts skip existing rows).
 */
async function seedOnce(db: Database, key: string, work: () => Promise<void>): Promise<boolean> {
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, key));
  if (seeded) return false;
  await work();
  await db.insert(appMeta).values({ key, value: new Date().toISOString() }).onConflictDoNothing();
  return true;
}

function toPostRows(kind: 'blog' | 'promotion', seedPosts: SeedPost[]): NewPostRow[] {
  return seedPosts.map((post) => ({
    kind,
    slug: post.slug,
    category: post.category,
    title: post.title,
    excerpt: post.excerpt,
    body: post.body,
    image: post.image,
    publishedAt: new Date(post.publishedAt),
  }));
}

/**
 * What every casino needs, demo or live: the lobby's categories (spec §2: category 3 is the
 * popular carousel) and the in-house games. Seeded once per database.
 */
export async function seedStructure(deps: {
  db: Database;
  gamesService: GamesService;
}): Promise<boolean> {
  // v2: the crash games became playable (issue 12), so an older install updates its catalog.
  return seedOnce(deps.db, 'structure_v2', () =>
    deps.gamesService.seedCatalog({
      categories: CATEGORIES,
      providers: [ORIGINALS_PROVIDER],
      feeds: FEEDS.filter((feed) => feed.provider === ORIGINALS_PROVIDER.name),
    }),
  );
}

/** Markers of demo content in a database (live mode refuses one that has any). */
export async function findDemoSeedMarkers(db: Database): Promise<string[]> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta);
  return rows.map((row) => row.key).filter((key) => key.startsWith('demo_'));
}

export async function seedDemoContent(deps: {
  db: Database;
  usersService: UsersService;
  gamesService: GamesService;
  contentService: ContentService;
  walletService: WalletService;
  bonusesService: BonusesService;
  logger: Logger;
}): Promise<boolean> {
  const { db } = deps;
  const seedUsers = async () => {
    for (const user of DEMO_USERS) {
      if (await deps.usersService.findByEmail(user.email)) continue;
      await deps.usersService.createUser({ ...user, emailVerified: true });
    }
  };
  const basics = await seedOnce(db, 'demo_seeded_at', async () => {
    await seedUsers();
    await deps.gamesService.seedCatalog({
      categories: CATEGORIES,
      providers: PROVIDERS,
      feeds: [],
    });
    await deps.contentService.seedPages(PAGES);
  });
  // The back office's finance and content accounts came later: earlier demos get them too.
  await seedOnce(db, 'demo_staff_roles_v1', seedUsers);
  const catalog = await seedOnce(db, 'demo_catalog_v1', () =>
    deps.gamesService.seedCatalog({ categories: [], providers: [], feeds: FEEDS }),
  );
  const demo = loadDemoContent();
  const content = await seedOnce(db, 'demo_content_v1', async () => {
    await deps.contentService.seedPolicyBodies(demo.policyBodies);
    await deps.contentService.seedContent({
      pages: [],
      posts: [...toPostRows('blog', demo.blogPosts), ...toPostRows('promotion', demo.promotions)],
      vipLevels: demo.vipLevels,
      sliders: demo.sliders,
    });
  });
  const home = await seedOnce(db, 'demo_home_v1', async () => {
    await deps.contentService.seedContent({
      pages: [],
      posts: [],
      vipLevels: [],
      sliders: demo.banners,
    });
    for (const [name, logo] of PROVIDER_LOGOS) await deps.gamesService.setProviderLogo(name, logo);
  });
  // Public test keys (modules/wallet/coins/coins.demo-keys.ts) on coins without a key: demo
  // addresses, never money.
  const walletKeys = await seedOnce(db, 'demo_wallet_keys_v1', () =>
    deps.walletService.installDemoKeys(),
  );
  const bonusOffers = await seedOnce(db, 'demo_bonus_offers_v1', () =>
    deps.bonusesService.seedOffers(
      demo.bonusOffers.flatMap((offer) =>
        offer.bonusKey !== 'DEPOSIT_BONUS_CASH'
          ? []
          : [
              {
                ...offer,
                maxAmount: offer.maxAmountMinor,
                minDeposit: offer.minDepositMinor,
              },
            ],
      ),
    ),
  );
  const seeded = basics || catalog || content || home || walletKeys || bonusOffers;
  if (seeded)
    deps.logger.info(
      {
        users: DEMO_USERS.map((u) => u.email),
        basics,
        catalog,
        content,
        home,
        walletKeys,
        bonusOffers,
      },
      'demo content seeded',
    );
  return seeded;
}

/**
 * The demo free-spins offers, on the bundled demo studio's slot: seeded once the studio's
 * catalog is in (after seedDemoStudio), and only where that slot is listed.
 */
export async function seedDemoFreeSpins(deps: {
  db: Database;
  gamesService: GamesService;
  bonusesService: BonusesService;
  logger: Logger;
}): Promise<void> {
  const offers = loadDemoContent().bonusOffers.flatMap((offer) =>
    offer.bonusKey === 'FREE_SPINS' ? [offer] : [],
  );
  await seedOnce(deps.db, 'demo_free_spins_v1', async () => {
    for (const { gameSlug, spinValueMinor, ...offer } of offers) {
      const game = await deps.gamesService.findGameBySlug(gameSlug);
      if (!game) {
        deps.logger.warn({ gameSlug }, 'demo free spins: their slot is not in the catalog');
        continue;
      }
      await deps.bonusesService.seedOffers([
        { ...offer, spinValue: spinValueMinor, gameId: game.game_id },
      ]);
    }
  });
}
