import { deferHydration } from '../components/ui/deferred-part';
import { ProviderLogo } from '../features/games/components/provider-logo';
import { BannerGrid } from '../features/home/components/banner-grid';
import { ProviderStrip } from '../features/home/components/provider-strip';
import { useRootData } from '../lib/root-data';
import type { HomeBlocksData } from './home-blocks.server';

// spec §2 live bets feed, the last block: hydrated once its code has arrived (decision 031).
const LiveFeed = deferHydration(() =>
  import('../features/home/components/live-feed-panel').then((m) => m.LiveFeedPanel),
);

/** The blocks loadHomeBlocks read, in the order /home and the welcome page show them. */
export function HomeBlocks({ banners, providers, liveFeed }: HomeBlocksData) {
  const root = useRootData();
  return (
    <>
      <BannerGrid banners={banners} />
      <ProviderStrip
        providers={providers}
        renderLogo={(provider) => <ProviderLogo src={provider.logo} name={provider.name} />}
      />
      {liveFeed ? (
        <LiveFeed
          initial={liveFeed}
          isSignedIn={Boolean(root?.user)}
          realtime={root?.realtime ?? null}
        />
      ) : null}
    </>
  );
}
