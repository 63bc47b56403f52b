import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FavouriteHearts } from '../features/favourites/components/favourite-hearts';
import { shouldRevalidateUnlessHeart } from '../features/favourites/favourites-data';
import { loadFavouriteIds } from '../features/favourites/favourites.server';
import { getProviders } from '../features/games/api/get-providers';
import { GameCardActionContext } from '../features/games/components/game-card';
import { GamesGridPage } from '../features/games/components/games-grid-page';
import { ProviderLogo } from '../features/games/components/provider-logo';
import { findProviderByRouteId } from '../features/games/game-data';
import { LOBBY_OPTIONS, loadGrid, parseSort } from '../features/games/lobby.server';
import { createRequestApi } from '../lib/api.server';
import { formatSlug } from '../lib/format';
import type { Route } from './+types/provider';

/**
 * spec §2 providers.id: the provider name with spaces as hyphens, matched case-insensitively.
 * Issue 13: a player's favourites are read beside the games, for the hearts on the cards.
 */
export async function loader(args: Route.LoaderArgs) {
  const api = createRequestApi(args);
  const init = { signal: args.request.signal };
  const sort = parseSort(new URL(args.request.url).searchParams.get('sort'));
  const [{ provider, games, total }, favouriteIds] = await Promise.all([
    getProviders(api, init)
      .then(
        (response) => response.providers,
        (error: unknown) => {
          if (error instanceof Response) throw error;
          console.error('Loading providers failed', error);
          return [];
        },
      )
      .then(async (providers) => {
        const found = findProviderByRouteId(providers, args.params.id);
        // Only a list that loaded can say the provider does not exist.
        if (providers.length > 0 && !found) throw new Response('Not Found', { status: 404 });
        const grid = found
          ? await loadGrid(api, { provider: found.name, sort }, init)
          : { games: [], total: 0 };
        return { provider: found, ...grid };
      }),
    loadFavouriteIds(args, api),
  ]);
  return {
    provider,
    id: args.params.id,
    games,
    total,
    sort,
    sorts: LOBBY_OPTIONS.sorts,
    favouriteIds,
  };
}

// A heart's answer must not reload the grid.
export const shouldRevalidate = shouldRevalidateUnlessHeart;

/** spec §2 /providers/{id}: one provider's games, sortable. */
export default function ProviderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { provider, id, games, total, sort, sorts, favouriteIds } = loaderData;
  const name = provider?.name ?? formatSlug(id);
  return (
    <FavouriteHearts ids={favouriteIds} cardActions={GameCardActionContext}>
      <GamesGridPage
        icon={Building2}
        eyebrow={t('pages.provider')}
        title={name}
        games={games}
        total={total}
        sort={sort}
        sorts={sorts}
        media={provider?.logo ? <ProviderLogo src={provider.logo} name={name} /> : undefined}
      />
    </FavouriteHearts>
  );
}
