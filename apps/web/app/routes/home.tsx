import type { LiveFeedResponse } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../components/ui/document-title';
import { Slider } from '../components/ui/slider';
import { getImageSliders } from '../features/content/api/get-sliders';
import { orEmpty } from '../features/content/content.server';
import { getProviders } from '../features/games/api/get-providers';
import { ProviderLogo } from '../features/games/components/provider-logo';
import { getBanners } from '../features/home/api/get-banners';
import { getLiveFeed } from '../features/home/api/get-live-feed';
import { BannerGrid } from '../features/home/components/banner-grid';
import { LiveFeed } from '../features/home/components/live-feed';
import { ProviderStrip } from '../features/home/components/provider-strip';
import { createRequestApi } from '../lib/api.server';
import { useRootData } from '../lib/root-data';
import type { Route } from './+types/home';

// spec §8: each block's call may fail on its own; that block is left out, the page renders.
export async function loader(args: Route.LoaderArgs) {
  const api = createRequestApi(args);
  const init = { signal: args.request.signal };
  const [slides, banners, providers, liveFeed] = await Promise.all([
    orEmpty(getImageSliders(api, init), [], 'image sliders'),
    orEmpty(getBanners(api, init), [], 'banners'),
    orEmpty(
      getProviders(api, init).then((response) => response.providers),
      [],
      'providers',
    ),
    orEmpty<LiveFeedResponse | null>(getLiveFeed(api, init), null, 'live feed'),
  ]);
  return { slides, banners, providers, liveFeed };
}

/** spec §2 /home (index layout): the slider, the banners, the provider logos, the live bets. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const isSignedIn = Boolean(root?.user);
  const { slides, banners, providers, liveFeed } = loaderData;
  return (
    <div className="space-y-10 lg:space-y-12">
      <DocumentTitle title={t('pages.home')} description={t('home.description')} />
      <h1 className="sr-only">{t('home.heading')}</h1>
      <Slider slides={slides} label={t('home.sliderLabel')} testId="home-slider" isPriority />
      <BannerGrid banners={banners} />
      <ProviderStrip
        providers={providers}
        renderLogo={(provider) => <ProviderLogo src={provider.logo} name={provider.name} />}
      />
      {liveFeed ? (
        <LiveFeed initial={liveFeed} isSignedIn={isSignedIn} realtime={root?.realtime ?? null} />
      ) : null}
    </div>
  );
}
