import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../components/ui/empty-note';
import { getProviders } from '../features/games/api/get-providers';
import { DirectoryTile } from '../features/games/components/directory-tile';
import { GamesPageHeader } from '../features/games/components/games-page-header';
import { ProviderLogo } from '../features/games/components/provider-logo';
import { toProviderRouteId } from '../features/games/game-data';
import { createRequestApi } from '../lib/api.server';
import type { Route } from './+types/providers';

export async function loader(args: Route.LoaderArgs) {
  try {
    const { providers } = await getProviders(createRequestApi(args), {
      signal: args.request.signal,
    });
    return { providers };
  } catch (error) {
    if (error instanceof Response) throw error;
    // spec §8: a failed games call is only logged.
    console.error('Loading providers failed', error);
    return { providers: [] };
  }
}

/** spec §2 /providers: every provider with its logo and number of games. */
export default function ProvidersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { providers } = loaderData;
  return (
    <div className="space-y-6">
      <GamesPageHeader
        icon={Building2}
        title={t('pages.providers')}
        meta={t('games.providersCount', { count: providers.length })}
      />
      {providers.length > 0 ? (
        <ul
          data-testid="providers-list"
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
        >
          {providers.map((provider) => (
            <li key={provider.slug}>
              <DirectoryTile
                to={`/providers/${toProviderRouteId(provider.name)}`}
                testId="provider-tile"
                className="group flex items-center gap-3 rounded-2xl bg-ink-850 p-3 ring-1 ring-white/5 transition hover:-translate-y-0.5 hover:bg-ink-800 hover:ring-brand-400/40"
              >
                <ProviderLogo src={provider.logo} name={provider.name} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-white">{provider.name}</span>
                  <span className="block text-sm text-mist-400">
                    {t('games.count', { count: provider.games_count })}
                  </span>
                </span>
              </DirectoryTile>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>{t('games.noProviders')}</EmptyNote>
      )}
    </div>
  );
}
