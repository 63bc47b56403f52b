import { ProviderLogo } from '../features/games/components/provider-logo';
import { BannerGrid } from '../features/home/components/banner-grid';
import { LiveFeed } from '../features/home/components/live-feed';
import { ProviderStrip } from '../features/home/components/provider-strip';
import { useRootData } from '../lib/root-data';
import type { HomeBlocksData } from './home-blocks.server';

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
