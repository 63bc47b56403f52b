import type {
  AdminCategory,
  AdminCategoryUpdate,
  AdminGame,
  AdminGamesQuery,
  AdminGameUpdate,
  Game,
  GameType,
  Locale,
} from '@casino/contracts';
import type { StaffActor } from '../../platform/auth';
import type { DomainCache } from '../../platform/domain-caches';
import { AppError } from '../../platform/errors';
import { pickLocalized } from '../../platform/localized';
import type { AuditTrail } from '../audit/audit.service';
import type { CategoryRow, GameRow, GamesRepository } from './games.repository';

/**
 * A game's kind for the bonuses' wagering weights (decision 035): in-house, live (and game
 * shows), table games (the `table-games` category), else slots.
 */
export function gameTypeOfRow(row: GameRow, categorySlug: string | undefined): GameType {
  if (row.original) return 'originals';
  if (row.liveCasino || row.gameShow) return 'live';
  return categorySlug === 'table-games' ? 'table' : 'slots';
}

/** `shown` is the game as the lobby would show it (its picture, whether it launches). */
function toAdminGame(
  row: GameRow,
  shown: Game,
  category: CategoryRow | undefined,
  locale: Locale,
): AdminGame {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    provider: row.provider,
    provided_by: row.providedBy,
    external_id: row.externalId,
    category: category
      ? { id: category.id, slug: category.slug, name: pickLocalized(category.name, locale) }
      : null,
    enabled: row.enabled,
    featured: row.featured,
    position: row.position,
    type: gameTypeOfRow(row, category?.slug),
    original: row.original,
    live_casino: row.liveCasino,
    game_show: row.gameShow,
    has_demo: row.hasDemo,
    coming_soon: shown.coming_soon,
    image: shown.url_thumb,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the audit trail keeps of a game: what staff may change, and what names it. */
const auditedGame = (row: GameRow) => ({
  name: row.name,
  provider: row.provider,
  enabled: row.enabled,
  featured: row.featured,
  position: row.position,
  category_id: row.categoryId,
});

const auditedCategory = (row: CategoryRow) => ({
  slug: row.slug,
  position: row.position,
  in_menu: row.inMenu,
});

/**
 * The back office's catalog (issue 17, `games.manage`): staff see every game, disabled ones
 * included, and enable, feature, order and categorise them. Each change goes through the
 * catalog cache's `change` (every node's lobby lists are made again) with its audit row in the
 * same transaction. The lobby, its lists and a game's page show enabled games only.
 */
export function createGamesAdmin(deps: {
  gamesRepository: GamesRepository;
  cache: DomainCache;
  audit: AuditTrail;
  /** Rows as the lobby shows them (the games service's `toGames`). */
  toGames: (rows: GameRow[]) => Promise<Game[]>;
}) {
  const { gamesRepository: repo, cache, audit } = deps;

  async function toAdminGames(rows: GameRow[], locale: Locale): Promise<AdminGame[]> {
    const [categories, shown] = await Promise.all([repo.findCategories(), deps.toGames(rows)]);
    const byId = new Map(categories.map((row) => [row.id, row]));
    return rows.map((row, index) =>
      toAdminGame(row, shown[index]!, byId.get(row.categoryId ?? 0), locale),
    );
  }

  async function toAdminCategory(row: CategoryRow, locale: Locale): Promise<AdminCategory> {
    const counted = (await repo.countGamesByCategory()).find((c) => c.categoryId === row.id);
    return toCategoryView(row, locale, counted);
  }

  function toCategoryView(
    row: CategoryRow,
    locale: Locale,
    counted: { games: number; enabled: number } | undefined,
  ): AdminCategory {
    return {
      id: row.id,
      slug: row.slug,
      name: pickLocalized(row.name, locale),
      icon: row.icon,
      in_menu: row.inMenu === 1 ? 1 : 0,
      position: row.position,
      games: counted?.games ?? 0,
      enabled_games: counted?.enabled ?? 0,
    };
  }

  return {
    /** GET /api/admin/games: the whole catalog, filtered and paged. */
    async listAdminGames(
      query: AdminGamesQuery,
      locale: Locale,
    ): Promise<{ games: AdminGame[]; total: number }> {
      const { rows, total } = await repo.findAllGames(
        {
          q: query.q || undefined,
          provider: query.provider,
          categoryId: query.category_id,
          enabled: query.enabled,
          featured: query.featured,
        },
        query.sort,
        { offset: (query.page - 1) * query.per_page, limit: query.per_page },
      );
      return { total, games: await toAdminGames(rows, locale) };
    },

    /**
     * Staff change a game: shown or hidden, featured, its position, its category. An unknown
     * game is GAME_NOT_FOUND, an unknown category a field error; either changes nothing.
     */
    async updateAdminGame(
      staff: StaffActor,
      id: number,
      patch: AdminGameUpdate,
      locale: Locale,
    ): Promise<AdminGame> {
      const row = await cache.change(async (tx) => {
        const before = await repo.lockGame(id, tx);
        if (!before) throw new AppError('GAME_NOT_FOUND');
        if (
          patch.category_id !== undefined &&
          patch.category_id !== null &&
          !(await repo.findCategoryById(patch.category_id, tx))
        ) {
          throw AppError.validation({ category_id: [{ key: 'category_unknown' }] });
        }
        const after = await repo.updateGame(
          id,
          {
            ...(patch.enabled === undefined ? {} : { enabled: patch.enabled }),
            ...(patch.featured === undefined ? {} : { featured: patch.featured }),
            ...(patch.position === undefined ? {} : { position: patch.position }),
            ...(patch.category_id === undefined ? {} : { categoryId: patch.category_id }),
          },
          tx,
        );
        await audit.record(tx, staff, {
          action: 'game.update',
          targetType: 'game',
          targetId: id,
          before: auditedGame(before),
          after: auditedGame(after!),
        });
        return after!;
      });
      const [game] = await toAdminGames([row], locale);
      return game!;
    },

    /** GET /api/admin/categories: the lobby's categories in menu order, with their games. */
    async listAdminCategories(locale: Locale): Promise<AdminCategory[]> {
      const [rows, counts] = await Promise.all([
        repo.findCategories(),
        repo.countGamesByCategory(),
      ]);
      const byCategory = new Map(counts.map((c) => [c.categoryId, c]));
      return rows.map((row) => toCategoryView(row, locale, byCategory.get(row.id)));
    },

    /** Staff order the lobby's menu and choose what is in it. */
    async updateAdminCategory(
      staff: StaffActor,
      id: number,
      patch: AdminCategoryUpdate,
      locale: Locale,
    ): Promise<AdminCategory> {
      const row = await cache.change(async (tx) => {
        const before = await repo.lockCategory(id, tx);
        if (!before) throw new AppError('CATEGORY_NOT_FOUND');
        const after = await repo.updateCategory(
          id,
          {
            ...(patch.position === undefined ? {} : { position: patch.position }),
            ...(patch.in_menu === undefined ? {} : { inMenu: patch.in_menu }),
          },
          tx,
        );
        await audit.record(tx, staff, {
          action: 'category.update',
          targetType: 'category',
          targetId: id,
          before: auditedCategory(before),
          after: auditedCategory(after!),
        });
        return after!;
      });
      return toAdminCategory(row, locale);
    },
  };
}
