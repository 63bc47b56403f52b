import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../components/ui/document-title';
import { Slider } from '../components/ui/slider';
import { getImageSliders } from '../features/content/api/get-sliders';
import { orEmpty } from '../lib/or-empty';
import { createRequestApi } from '../lib/api.server';
import type { Route } from './+types/home';
import { HomeBlocks } from './home-blocks';
import { loadHomeBlocks } from './home-blocks.server';

// spec §8: each block's call may fail on its own; that block is left out, the page renders.
export async function loader(args: Route.LoaderArgs) {
  const api = createRequestApi(args);
  const init = { signal: args.request.signal };
  const [slides, blocks] = await Promise.all([
    orEmpty(getImageSliders(api, init), [], 'image sliders'),
    loadHomeBlocks(api, init),
  ]);
  return { slides, ...blocks };
}

/** spec §2 /home (index layout): the slider, the banners, the provider logos, the live bets. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { slides, ...blocks } = loaderData;
  return (
    <div className="space-y-10 lg:space-y-12">
      <DocumentTitle title={t('pages.home')} description={t('home.description')} />
      <h1 className="sr-only">{t('home.heading')}</h1>
      <Slider slides={slides} label={t('home.sliderLabel')} testId="home-slider" isPriority />
      <HomeBlocks {...blocks} />
    </div>
  );
}
