import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../components/ui/document-title';
import { deferHydration } from '../components/ui/deferred-part';
import { LandingHero } from '../features/landing/components/landing-hero';
import { createRequestApi } from '../lib/api.server';
import { loadCategories } from '../lib/content.server';
import { useRootData } from '../lib/root-data';
import type { Route } from './+types/welcome';
import { loadHomeBlocks } from './home-blocks.server';

// Below the hero: server-rendered, hydrated once their code has arrived (decision 031). The
// page's own first load is the hero's.
const HomeBlocks = deferHydration(() => import('./home-blocks').then((m) => m.HomeBlocks));
const CategoryTiles = deferHydration(() =>
  import('../features/landing/components/category-tiles').then((m) => m.CategoryTiles),
);
const LandingOffers = deferHydration(() =>
  import('../features/landing/components/landing-offers').then((m) => m.LandingOffers),
);

// Categories share the root loader's call within one request; spec §8: any other block whose
// call fails is left out and the page still renders.
export async function loader(args: Route.LoaderArgs) {
  const api = createRequestApi(args);
  const [categories, blocks] = await Promise.all([
    loadCategories(args),
    loadHomeBlocks(api, { signal: args.request.signal }),
  ]);
  return { categories, ...blocks };
}

/** spec §2 "/" (welcome): the landing page. The hero stays first: it is the largest paint. */
export default function WelcomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const isSignedIn = Boolean(root?.user);
  const { categories, ...blocks } = loaderData;
  const { banners, providers, liveFeed } = blocks;
  return (
    <>
      <DocumentTitle title={t('landing.title')} description={t('landing.lead')} />
      <LandingHero isSignedIn={isSignedIn} />
      <div className="mx-auto max-w-screen-2xl space-y-16 px-4 pt-14 pb-4 sm:px-6 lg:space-y-24 lg:px-8 lg:pt-20 lg:pb-8">
        {categories.length > 0 ? <CategoryTiles categories={categories} /> : null}
        {banners.length > 0 || providers.length > 0 || liveFeed ? (
          <div className="space-y-10 lg:space-y-12">
            <HomeBlocks {...blocks} />
          </div>
        ) : null}
        <LandingOffers isSignedIn={isSignedIn} />
      </div>
    </>
  );
}
