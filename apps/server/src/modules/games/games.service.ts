import {
  ORIGINAL_GAMES,
  type Category,
  type GameType,
  type Game,
  type GamesListResponse,
  type LobbyTab,
  type Locale,
  type Provider,
} from '@casino/contracts';
import type { Database } from '../../db/client';
import type { DomainCache } from '../../platform/domain-caches';
import { AppError } from '../../platform/errors';
import { pickLocalized } from '../../platform/localized';
import type { AuditTrail } from '../audit/audit.service';
import { createGamesAdmin, gameTypeOfRow } from './games.admin.service';
import { catalogFeedSchema, slugify, type CatalogFeed } from './games.feed';
import type {
  CategoryRow,
  GameFilter,
  GameOrder,
  GameRow,
  GamesRepository,
  NewCategoryRow,
  NewGameRow,
  NewProviderRow,
  ProviderRow,
} from './games.repository';

export type { GameRow, ProviderRow };

const TAB_FLAGS: Record<LobbyTab, GameFilter['flag']> = {
  lobby: undefined,
  live_casino: 'liveCasino',
  featured: 'featured',
  game_show: 'gameShow',
  original: 'original',
};

function toCategoryDto(row: CategoryRow, locale: Locale): Category {
  return {
    id: row.id,
    slug: row.slug,
    name: pickLocalized(row.name, locale),
    icon: row.icon,
    in_menu: row.inMenu === 1 ? 1 : 0,
  };
}

/** Thumbnails live under /storage/games/{file} (spec §7) unless the feed gives a full URL. */
function toImageUrl(value: string | null, fallback: string): string {
  if (!value) return `/storage/games/${fallback}`;
  return /^https?:\/\//.test(value) || value.startsWith('/') ? value : `/storage/games/${value}`;
}

/** Provider logos live under /storage/providers/{file} unless a full URL or path is given. */
function toLogoUrl(value: string | null): string | null {
  if (!value) return null;
  return /^https?:\/\//.test(value) || value.startsWith('/')
    ? value
    : `/storage/providers/${value}`;
}

const ORIGINAL_PATHS = new Set<string>(ORIGINAL_GAMES);

/**
 * A game as the lobby shows it. `launchable` names the providers whose games can open (they
 * are on our seamless wallet, issue 13): any other provider's game is "coming soon", as is one
 * its feed marks so. Without the set (callers outside the catalog), the feed's flag stands.
 */
export function toGameDto(row: GameRow, launchable?: ReadonlySet<string>): Game {
  const playPath =
    row.original && ORIGINAL_PATHS.has(row.externalId) ? `/games/${row.externalId}` : null;
  const launches = playPath !== null || !launchable || launchable.has(row.provider);
  return {
    game_id: row.id,
    name: row.name,
    slug: row.slug,
    provider: row.provider,
    provided_by: row.providedBy,
    url_thumb: toImageUrl(row.thumbnail, `${row.slug}.webp`),
    game_image: toImageUrl(row.image ?? row.thumbnail, `${row.slug}.webp`),
    game_category_id: row.categoryId,
    position: row.position,
    live_casino: row.liveCasino,
    featured: row.featured,
    game_show: row.gameShow,
    original: row.original,
    has_demo: row.hasDemo,
    coming_soon: row.comingSoon || !launches,
    // The in-house games play on their own pages (spec §2 /games/crash, ...).
    play_path: playPath,
  };
}

const IMPORT_CHUNK = 500;

/** Postgres unique violation (Drizzle wraps the driver's error as its cause). */
function isUniqueViolation(error: unknown): boolean {
  return (error as { cause?: { code?: string } }).cause?.code === '23505';
}

/**
 * The catalog (games, categories, providers) and its answers, cached per node under the
 * `catalog` version (decision 007, 028): every change below goes through `cache.change`.
 */
export function createGamesService({
  gamesRepository,
  cache,
  audit,
}: {
  gamesRepository: GamesRepository;
  cache: DomainCache;
  /** Staff's changes to the catalog are recorded (issue 17). */
  audit: AuditTrail;
}) {
  /** Providers whose games launch: registered on the wallet, with a launch URL, switched on. */
  function launchableProviders(): Promise<ReadonlySet<string>> {
    return cache.read('launchable', async () => {
      const rows = await gamesRepository.findProviders();
      return new Set(
        rows.filter((p) => p.code && p.launchUrl && p.walletEnabled).map((p) => p.name),
      );
    });
  }

  /** Rows as the lobby shows them (coming soon unless their provider launches). */
  async function toGames(rows: GameRow[]): Promise<Game[]> {
    const launchable = await launchableProviders();
    return rows.map((row) => toGameDto(row, launchable));
  }

  async function toGame(row: GameRow): Promise<Game> {
    return toGameDto(row, await launchableProviders());
  }

  /**
   * Loads a provider's feed: upserts every game by (provider, external id) and disables the
   * provider's games the feed no longer lists, in one transaction.
   */
  async function importCatalog(
    input: unknown,
  ): Promise<{ provider: string; upserted: number; disabled: number }> {
    const parsed = catalogFeedSchema.safeParse(input);
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues
          .slice(0, 20)
          .map((issue) => [issue.path.join('.') || 'feed', [{ key: issue.message }]]),
      );
      throw AppError.validation(fields);
    }
    const feed = parsed.data;
    if (feed.provider_code) {
      const registered = (await gamesRepository.findProviders()).find(
        (p) => p.code === feed.provider_code,
      );
      if (registered?.name !== feed.provider) {
        throw AppError.validation({
          provider_code: [{ key: registered ? 'provider_name_mismatch' : 'provider_unknown' }],
        });
      }
    }
    const categories = new Map((await gamesRepository.findCategories()).map((c) => [c.slug, c.id]));
    const seen = new Set<string>();
    const rows: NewGameRow[] = [];
    for (const [index, game] of feed.games.entries()) {
      if (seen.has(game.external_id)) continue;
      seen.add(game.external_id);
      rows.push({
        provider: feed.provider,
        externalId: game.external_id,
        providedBy: feed.provided_by ?? feed.provider,
        name: game.name,
        slug: slugify(`${game.name} ${feed.provider}`) || slugify(game.external_id),
        thumbnail: game.thumbnail ?? null,
        image: game.image ?? null,
        categoryId: game.category ? (categories.get(game.category) ?? null) : null,
        position: game.position ?? index,
        liveCasino: game.live_casino,
        featured: game.featured,
        gameShow: game.game_show,
        original: game.original,
        hasDemo: game.has_demo,
        comingSoon: game.coming_soon,
      });
    }
    const disabled = await cache.change(async (tx) => {
      for (let i = 0; i < rows.length; i += IMPORT_CHUNK) {
        await gamesRepository.upsertGames(rows.slice(i, i + IMPORT_CHUNK), tx);
      }
      const count = await gamesRepository.disableMissing(feed.provider, [...seen], tx);
      await gamesRepository.insertProviders([{ name: feed.provider }], tx);
      if (feed.logo) await gamesRepository.upsertProviderLogo(feed.provider, feed.logo, tx);
      return count;
    });
    return { provider: feed.provider, upserted: rows.length, disabled };
  }

  return {
    async listCategories(locale: Locale): Promise<Category[]> {
      return cache.read(`categories:${locale}`, async () => {
        const rows = await gamesRepository.findCategories();
        return rows.map((row) => toCategoryDto(row, locale));
      });
    },

    /** spec §7 POST /games/list: rows limitfrom .. limitto of the filtered, sorted catalog. */
    async listGames(query: {
      limitfrom: number;
      limitto: number;
      category_id?: number | undefined;
      provider?: string | undefined;
      search?: string | undefined;
      sort: GameOrder;
      tab: LobbyTab;
    }): Promise<GamesListResponse> {
      const limit = Math.max(0, query.limitto - query.limitfrom);
      const filter: GameFilter = {
        categoryId: query.category_id,
        provider: query.provider,
        search: query.search || undefined,
        flag: TAB_FLAGS[query.tab],
      };
      const key = JSON.stringify(['games', filter, query.sort, query.limitfrom, limit]);
      return cache.read(key, async () => {
        const { rows, total } = await gamesRepository.findGames(filter, query.sort, {
          offset: query.limitfrom,
          limit,
        });
        return { games: limit === 0 ? [] : await toGames(rows), totalcount: total };
      });
    },

    async findGame(id: number): Promise<Game | null> {
      const row = await gamesRepository.findById(id);
      return row ? toGame(row) : null;
    },

    /**
     * A game's kind, for the bonuses' wagering weights (decision 035): in-house, live (and game
     * shows), table games (the `table-games` category), else slots. Cached with the catalog.
     */
    async gameTypeOf(id: number): Promise<GameType> {
      return cache.read(`game-type:${id}`, async () => {
        const row = await gamesRepository.findById(id);
        if (!row) return 'slots';
        const categories = await gamesRepository.findCategories();
        return gameTypeOfRow(row, categories.find((c) => c.id === row.categoryId)?.slug);
      });
    },

    /** The stored row (launch needs the provider and the external id). */
    findGameRow: (id: number): Promise<GameRow | null> => gamesRepository.findById(id),

    toGames,
    /**
     * Enabled games by id, in the order of `ids` (a player's lists keep their own order):
     * missing and disabled ones are left out.
     */
    async findGamesByIds(ids: number[]): Promise<Game[]> {
      const rows = new Map((await gamesRepository.findEnabledByIds(ids)).map((r) => [r.id, r]));
      return toGames(ids.flatMap((id) => rows.get(id) ?? []));
    },

    /**
     * The names a page of game transactions needs, in one query: games by id, and in-house
     * games by their name (crash...; the lowest id when several, as findOriginalGame picks).
     */
    async findGameNames(refs: { ids: number[]; originals: string[] }): Promise<{
      byId: Map<number, string>;
      byOriginal: Map<string, string>;
    }> {
      const byId = new Map<number, string>();
      const byOriginal = new Map<string, string>();
      for (const row of await gamesRepository.findNames(refs.ids, refs.originals)) {
        byId.set(row.id, row.name);
        if (row.original && !byOriginal.has(row.externalId))
          byOriginal.set(row.externalId, row.name);
      }
      return { byId, byOriginal };
    },

    /**
     * Providers on the seamless wallet (issue 13); the providers module owns their rules. A
     * registered or changed provider changes which games launch. Null when the code is taken
     * or a wallet provider has that name.
     */
    /** `within` runs in the change's transaction (the audit trail's record of it). */
    async registerWalletProvider(
      input: Parameters<GamesRepository['registerWalletProvider']>[0],
      within?: (tx: Database, row: ProviderRow) => Promise<void>,
    ): Promise<ProviderRow | null> {
      try {
        return await cache.change(async (tx) => {
          const row = await gamesRepository.registerWalletProvider(input, tx);
          if (row && within) await within(tx, row);
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    updateWalletProvider: (
      code: string,
      patch: Parameters<GamesRepository['updateWalletProvider']>[1],
      within?: (tx: Database, row: ProviderRow) => Promise<void>,
    ): Promise<ProviderRow | null> =>
      cache.change(async (tx) => {
        const row = await gamesRepository.updateWalletProvider(code, patch, tx);
        if (row && within) await within(tx, row);
        return row;
      }),
    findWalletProviders: gamesRepository.findWalletProviders,

    /** The game page's game: enabled games only, like every list the lobby shows. */
    async getGame(id: number): Promise<Game> {
      const row = await gamesRepository.findById(id);
      if (!row?.enabled) throw new AppError('NOT_FOUND');
      return toGame(row);
    },

    /** An in-house game by its name (crash, crashsw, crashbull). */
    async findOriginalGame(name: string): Promise<Game | null> {
      const row = await gamesRepository.findOriginalByExternalId(name);
      return row ? toGame(row) : null;
    },

    async findGameBySlug(slug: string): Promise<Game | null> {
      const row = await gamesRepository.findBySlug(slug);
      return row ? toGame(row) : null;
    },

    /** spec §3: providers derived from the games' provider values, without duplicates. */
    listProviders(): Promise<Provider[]> {
      return cache.read('providers', async () => {
        const [counts, stored] = await Promise.all([
          gamesRepository.countGamesByProvider(),
          gamesRepository.findProviders(),
        ]);
        const logos = new Map(stored.map((p) => [p.name.toLowerCase(), toLogoUrl(p.logo)]));
        return counts.map(({ provider, n }) => ({
          name: provider,
          // spec named route providers.id: the provider name with spaces replaced by hyphens.
          slug: provider.replace(/ /g, '-'),
          logo: logos.get(provider.toLowerCase()) ?? null,
          games_count: n,
        }));
      });
    },

    importCatalog,

    // The back office: every game, and staff's changes to games and categories.
    ...createGamesAdmin({ gamesRepository, cache, audit, toGames }),

    setProviderLogo: (name: string, logo: string): Promise<void> =>
      cache.change((tx) => gamesRepository.upsertProviderLogo(name, logo, tx)),

    async seedCatalog(data: {
      categories: NewCategoryRow[];
      providers: NewProviderRow[];
      feeds: CatalogFeed[];
    }) {
      await cache.change(async (tx) => {
        await gamesRepository.insertCategories(data.categories, tx);
        await gamesRepository.insertProviders(data.providers, tx);
      });
      // Each feed in a change of its own (changes do not nest).
      for (const feed of data.feeds) await importCatalog(feed);
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
