import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getProviders } from '../features/games/api/get-providers';
import { GamesGridPage } from '../features/games/components/games-grid-page';
import { ProviderLogo } from '../features/games/components/provider-logo';
import { findProviderByRouteId } from '../features/games/game-data';
import { LOBBY_OPTIONS, loadGrid, parseSort } from '../features/games/lobby.server';
import { createRequestApi } from '../lib/api.server';
import { formatSlug } from '../lib/format';
import type { Route } from './+types/provider';

/** spec §2 providers.id: the provider name with spaces as hyphens, matched case-insensitively. */
export async function loader(args: Route.LoaderArgs) {
  const api = createRequestApi(args);
  const init = { signal: args.request.signal };
  const sort = parseSort(new URL(args.request.url).searchParams.get('sort'));
  const providers = await getProviders(api, init).then(
    (response) => response.providers,
    (error: unknown) => {
      if (error instanceof Response) throw error;
      console.error('Loading providers failed', error);
      return [];
    },
  );
  const provider = findProviderByRouteId(providers, args.params.id);
  // Only a list that loaded can say the provider does not exist.
  if (providers.length > 0 && !provider) throw new Response('Not Found', { status: 404 });
  const { games, total } = provider
    ? await loadGrid(api, { provider: provider.name, sort }, init)
    : { games: [], total: 0 };
  return { provider, id: args.params.id, games, total, sort, sorts: LOBBY_OPTIONS.sorts };
}

/** spec §2 /providers/{id}: one provider's games, sortable. */
export default function ProviderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { provider, id, games, total, sort, sorts } = loaderData;
  const name = provider?.name ?? formatSlug(id);
  return (
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
  );
}
