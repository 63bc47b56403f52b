import { useTranslation } from 'react-i18next';
import { getCategoryIcon } from '../components/ui/category-icon';
import { FavouriteHearts } from '../features/favourites/components/favourite-hearts';
import { shouldRevalidateUnlessHeart } from '../features/favourites/favourites-data';
import { loadFavouriteIds } from '../features/favourites/favourites.server';
import { findCategoryByRouteId } from '../features/games/game-data';
import { GameCardActionContext } from '../features/games/components/game-card';
import { GamesGridPage } from '../features/games/components/games-grid-page';
import { LOBBY_OPTIONS, loadGrid, parseSort } from '../features/games/lobby.server';
import { createRequestApi } from '../lib/api.server';
import { loadCategories } from '../lib/content.server';
import { formatSlug } from '../lib/format';
import type { Route } from './+types/category';

/**
 * spec §2: category.id is the lowercased category (its slug); an unknown one is a 404. Issue
 * 13: a player's favourites are read beside the games, for the hearts on the cards.
 */
export async function loader(args: Route.LoaderArgs) {
  const api = createRequestApi(args);
  const id = args.params.id.toLowerCase();
  const sort = parseSort(new URL(args.request.url).searchParams.get('sort'));
  const [{ category, games, total }, favouriteIds] = await Promise.all([
    loadCategories(args).then(async (categories) => {
      const found = findCategoryByRouteId(categories, id);
      // An empty list means the API failed (spec §8: silent); only a known list can say "no such".
      if (categories.length > 0 && !found) throw new Response('Not Found', { status: 404 });
      const grid = found
        ? await loadGrid(api, { category_id: found.id, sort }, { signal: args.request.signal })
        : { games: [], total: 0 };
      return { category: found, ...grid };
    }),
    loadFavouriteIds(args, api),
  ]);
  return { category, id, games, total, sort, sorts: LOBBY_OPTIONS.sorts, favouriteIds };
}

// A heart's answer must not reload the grid.
export const shouldRevalidate = shouldRevalidateUnlessHeart;

/** spec §2 /category/{id}: the games of one category, sortable. */
export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, id, games, total, sort, sorts, favouriteIds } = loaderData;
  return (
    <FavouriteHearts ids={favouriteIds} cardActions={GameCardActionContext}>
      <GamesGridPage
        icon={getCategoryIcon(category?.icon)}
        eyebrow={t('pages.category')}
        title={category?.name ?? formatSlug(id)}
        games={games}
        total={total}
        sort={sort}
        sorts={sorts}
      />
    </FavouriteHearts>
  );
}
