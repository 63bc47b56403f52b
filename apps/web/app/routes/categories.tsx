import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '../components/ui/category-icon';
import { EmptyNote } from '../components/ui/empty-note';
import { DirectoryTile } from '../features/games/components/directory-tile';
import { GamesPageHeader } from '../features/games/components/games-page-header';
import { toCategoryRouteId } from '../features/games/game-data';
import { loadCategories } from '../lib/content.server';
import type { Route } from './+types/categories';

export async function loader(args: Route.LoaderArgs) {
  return { categories: await loadCategories(args) };
}

/** spec §2 /category: every game category as a tile leading to its games. */
export default function CategoriesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories } = loaderData;
  return (
    <div className="space-y-6">
      <GamesPageHeader
        icon={LayoutGrid}
        title={t('pages.categories')}
        meta={t('games.categoriesLead')}
      />
      {categories.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
          {categories.map((category) => (
            <li key={category.id}>
              <DirectoryTile
                to={`/category/${toCategoryRouteId(category)}`}
                testId="category-tile"
                className="group flex h-full items-center gap-3 rounded-2xl bg-ink-850 p-4 ring-1 ring-white/5 transition hover:-translate-y-0.5 hover:bg-ink-800 hover:ring-brand-400/40"
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand-400/20 to-violet-500/15 text-brand-300 ring-1 ring-brand-400/25">
                  <CategoryIcon name={category.icon} className="size-5" />
                </span>
                <span className="min-w-0 flex-1 truncate font-semibold text-white">
                  {category.name}
                </span>
              </DirectoryTile>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>{t('nav.noCategories')}</EmptyNote>
      )}
    </div>
  );
}
