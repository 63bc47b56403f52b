import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../components/ui/document-title';
import { BonusSection } from '../features/landing/components/bonus-section';
import { CategoryTiles } from '../features/landing/components/category-tiles';
import { CryptoSection } from '../features/landing/components/crypto-section';
import { LandingHero } from '../features/landing/components/landing-hero';
import { VipSection } from '../features/landing/components/vip-section';
import { loadCategories } from '../lib/content.server';
import { useRootData } from '../lib/root-data';
import type { Route } from './+types/welcome';

// Shares the root loader's categories call within one request.
export async function loader(args: Route.LoaderArgs) {
  return { categories: await loadCategories(args) };
}

/** spec §2 "/" (welcome): the landing page. */
export default function WelcomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const isSignedIn = Boolean(useRootData()?.user);
  return (
    <>
      <DocumentTitle title={t('landing.title')} />
      <LandingHero isSignedIn={isSignedIn} />
      <div className="mx-auto max-w-screen-2xl space-y-16 px-4 pt-14 pb-4 sm:px-6 lg:space-y-24 lg:px-8 lg:pt-20 lg:pb-8">
        {loaderData.categories.length > 0 ? (
          <CategoryTiles categories={loaderData.categories} />
        ) : null}
        <BonusSection />
        <VipSection />
        <CryptoSection isSignedIn={isSignedIn} />
      </div>
    </>
  );
}
