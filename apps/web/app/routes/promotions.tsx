import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../components/ui/document-title';
import { Slider } from '../components/ui/slider';
import { getPromotions } from '../features/content/api/get-posts';
import { getPromotionSliders } from '../features/content/api/get-sliders';
import { ContentHeader } from '../features/content/components/content-header';
import { PostGrid } from '../features/content/components/post-grid';
import { PromotionCarousel } from '../features/content/components/promotion-carousel';
import { orEmpty } from '../lib/or-empty';
import { createRequestApi } from '../lib/api.server';
import type { Route } from './+types/promotions';

export async function loader(args: Route.LoaderArgs) {
  const api = createRequestApi(args);
  const init = { signal: args.request.signal };
  const [slides, { posts }] = await Promise.all([
    orEmpty(getPromotionSliders(api, init), [], 'promotion sliders'),
    orEmpty(getPromotions(api, init), { posts: [], total: 0 }, 'promotions'),
  ]);
  return { slides, posts };
}

/**
 * spec §2 /promotions: the slider, then the promotions as a carousel of 280 x 350 cards and as
 * the grid (spec §9: 6 columns, 0 to 10).
 */
export default function PromotionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="space-y-6">
      <DocumentTitle title={t('pages.promotions')} description={t('content.meta.promotions')} />
      <Slider
        slides={loaderData.slides}
        label={t('content.sliderLabel')}
        testId="promotion-slider"
        isPriority
      />
      <ContentHeader icon={Gift} title={t('pages.promotions')} lead={t('content.promotionsLead')} />
      <PromotionCarousel posts={loaderData.posts} />
      <PostGrid
        posts={loaderData.posts}
        basePath="/promotions"
        testId="promotions-grid"
        emptyText={t('content.noPromotions')}
        variant="promotions"
      />
    </section>
  );
}
