import type { LiveFeedResponse } from '@casino/contracts';
import { orEmpty } from '../lib/or-empty';
import { getProviders } from '../features/games/api/get-providers';
import { getBanners } from '../features/home/api/get-banners';
import { getLiveFeed } from '../features/home/api/get-live-feed';
import type { ApiClient, ApiRequestInit } from '../lib/api';

/**
 * The blocks /home and the welcome page both show (banners, provider logos, live bets), read
 * side by side. spec §8: each call may fail on its own; its block is then left out.
 */
export async function loadHomeBlocks(api: ApiClient, init: ApiRequestInit) {
  const [banners, providers, liveFeed] = await Promise.all([
    orEmpty(getBanners(api, init), [], 'banners'),
    orEmpty(
      getProviders(api, init).then((response) => response.providers),
      [],
      'providers',
    ),
    orEmpty<LiveFeedResponse | null>(getLiveFeed(api, init), null, 'live feed'),
  ]);
  return { banners, providers, liveFeed };
}

export type HomeBlocksData = Awaited<ReturnType<typeof loadHomeBlocks>>;
