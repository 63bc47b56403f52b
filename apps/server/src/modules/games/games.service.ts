import type { Category, Locale } from '@casino/contracts';
import { pickLocalized } from '../../platform/localized';
import type {
  CategoryRow,
  GamesRepository,
  NewCategoryRow,
  NewProviderRow,
} from './games.repository';

function toCategoryDto(row: CategoryRow, locale: Locale): Category {
  return {
    id: row.id,
    slug: row.slug,
    name: pickLocalized(row.name, locale),
    icon: row.icon,
    in_menu: row.inMenu === 1 ? 1 : 0,
  };
}

export function createGamesService({ gamesRepository }: { gamesRepository: GamesRepository }) {
  return {
    async listCategories(locale: Locale): Promise<Category[]> {
      const rows = await gamesRepository.findCategories();
      return rows.map((row) => toCategoryDto(row, locale));
    },

    async seedCatalog(data: { categories: NewCategoryRow[]; providers: NewProviderRow[] }) {
      await gamesRepository.insertCategories(data.categories);
      await gamesRepository.insertProviders(data.providers);
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
