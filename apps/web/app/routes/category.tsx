import { useTranslation } from 'react-i18next';
import { getCategoryIcon } from '../components/ui/category-icon';
import { findCategoryByRouteId } from '../features/games/game-data';
import { GamesGridPage } from '../features/games/components/games-grid-page';
import { LOBBY_OPTIONS, loadGrid, parseSort } from '../features/games/lobby.server';
import { createRequestApi } from '../lib/api.server';
import { loadCategories } from '../lib/content.server';
import { formatSlug } from '../lib/format';
import type { Route } from './+types/category';

/** spec §2: category.id is the lowercased category (its slug); an unknown one is a 404. */
export async function loader(args: Route.LoaderArgs) {
  const id = args.params.id.toLowerCase();
  const sort = parseSort(new URL(args.request.url).searchParams.get('sort'));
  const categories = await loadCategories(args);
  const category = findCategoryByRouteId(categories, id);
  // An empty list means the API failed (spec §8: silent); only a known list can say "no such".
  if (categories.length > 0 && !category) throw new Response('Not Found', { status: 404 });
  const { games, total } = category
    ? await loadGrid(
        createRequestApi(args),
        { category_id: category.id, sort },
        { signal: args.request.signal },
      )
    : { games: [], total: 0 };
  return { category, id, games, total, sort, sorts: LOBBY_OPTIONS.sorts };
}

/** spec §2 /category/{id}: the games of one category, sortable. */
export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, id, games, total, sort, sorts } = loaderData;
  return (
    <GamesGridPage
      icon={getCategoryIcon(category?.icon)}
      eyebrow={t('pages.category')}
      title={category?.name ?? formatSlug(id)}
      games={games}
      total={total}
      sort={sort}
      sorts={sorts}
    />
  );
}
