import type {
  Category,
  Game,
  GamesListResponse,
  LobbyTab,
  Locale,
  Provider,
} from '@casino/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { pickLocalized } from '../../platform/localized';
import { createCatalogCache } from './games.cache';
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
} from './games.repository';

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

export function toGameDto(row: GameRow): Game {
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
    coming_soon: row.comingSoon,
  };
}

const IMPORT_CHUNK = 500;

export function createGamesService({ gamesRepository }: { gamesRepository: GamesRepository }) {
  const cache = createCatalogCache({ readVersion: () => gamesRepository.readCatalogVersion() });

  async function catalogChanged(): Promise<void> {
    cache.invalidate(await gamesRepository.bumpCatalogVersion());
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
    const disabled = await gamesRepository.transaction(async (tx: Database) => {
      for (let i = 0; i < rows.length; i += IMPORT_CHUNK) {
        await gamesRepository.upsertGames(rows.slice(i, i + IMPORT_CHUNK), tx);
      }
      return gamesRepository.disableMissing(feed.provider, [...seen], tx);
    });
    await gamesRepository.insertProviders([{ name: feed.provider }]);
    if (feed.logo) await gamesRepository.upsertProviderLogo(feed.provider, feed.logo);
    await catalogChanged();
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
        return { games: limit === 0 ? [] : rows.map(toGameDto), totalcount: total };
      });
    },

    async findGame(id: number): Promise<Game | null> {
      const row = await gamesRepository.findById(id);
      return row ? toGameDto(row) : null;
    },

    /** The game page's game: enabled games only, like every list the lobby shows. */
    async getGame(id: number): Promise<Game> {
      const row = await gamesRepository.findById(id);
      if (!row?.enabled) throw new AppError('NOT_FOUND');
      return toGameDto(row);
    },

    async findGameBySlug(slug: string): Promise<Game | null> {
      const row = await gamesRepository.findBySlug(slug);
      return row ? toGameDto(row) : null;
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

    async setProviderLogo(name: string, logo: string): Promise<void> {
      await gamesRepository.upsertProviderLogo(name, logo);
      await catalogChanged();
    },

    async seedCatalog(data: {
      categories: NewCategoryRow[];
      providers: NewProviderRow[];
      feeds: CatalogFeed[];
    }) {
      await gamesRepository.insertCategories(data.categories);
      await gamesRepository.insertProviders(data.providers);
      for (const feed of data.feeds) await importCatalog(feed);
      await catalogChanged();
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
