import type { LiveFeedResponse } from '@casino/contracts';
import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';
import { orEmpty } from '../features/content/content.server';
import { getLiveFeed } from '../features/home/api/get-live-feed';
import { LiveFeed } from '../features/home/components/live-feed';
import { createRequestApi } from '../lib/api.server';
import { useRootData } from '../lib/root-data';
import type { Route } from './+types/lobby';

// Issue 12: the lobby shows the live bets feed; spec §8: if its call fails it is left out.
export async function loader(args: Route.LoaderArgs) {
  const liveFeed = await orEmpty<LiveFeedResponse | null>(
    getLiveFeed(createRequestApi(args), { signal: args.request.signal }),
    null,
    'live feed',
  );
  return { liveFeed };
}

/** spec §2 /lobby. */
export default function LobbyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const { liveFeed } = loaderData;
  return (
    <div className="space-y-10">
      <ComingSoon icon={LayoutGrid} title={t('pages.lobby')} preview="games" showBackLink={false} />
      {liveFeed ? (
        <LiveFeed
          initial={liveFeed}
          isSignedIn={Boolean(root?.user)}
          realtime={root?.realtime ?? null}
        />
      ) : null}
    </div>
  );
}
