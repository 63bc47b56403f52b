import { toLocale } from '@casino/contracts/locales';
import { Gift, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ui/button';
import { AdminPage } from '../features/admin/components/admin-page';
import { toRouteError } from '../features/admin/route-error.server';
import { listOffers } from '../features/admin/bonuses/api/list-offers';
import { SectionTabs } from '../features/admin/components/section-tabs';
import { OffersTable } from '../features/admin/bonuses/components/offers-table';
import {
  getOfferStatus,
  getOffersHref,
  OFFER_FILTERS,
  readOfferFilter,
} from '../features/admin/bonuses/offer-status';
import { createAccountApi } from '../lib/api.server';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.bonuses';

/**
 * Issue 17: GET /api/admin/bonuses/offers, the offers of the address's status (`?status=`, all
 * by default). Statuses are read at the loader's clock, which the page keeps.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, 'bonuses.manage');
  const filter = readOfferFilter(new URL(args.request.url).searchParams.get('status'));
  const now = Date.now();
  try {
    const offers = await listOffers(createAccountApi(args), { signal: args.request.signal });
    const shown =
      filter === 'all' ? offers : offers.filter((offer) => getOfferStatus(offer, now) === filter);
    return { filter, now, offers: shown };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** Issue 17 "Bonuses": every offer with its terms, schedule, players and status. */
export default function AdminBonusesPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language) ?? 'en';
  const { filter, now, offers } = loaderData;
  const tabs = OFFER_FILTERS.map((id) => ({
    id,
    to: getOffersHref(id),
    label: t(`bonuses.filters.${id}`),
  }));
  return (
    <AdminPage
      icon={Gift}
      title={t('bonuses.title')}
      lead={t('bonuses.lead')}
      aside={
        <ButtonLink to="/admin/bonuses/new" size="sm">
          <Plus className="size-4" aria-hidden />
          {t('bonuses.newOffer')}
        </ButtonLink>
      }
    >
      <SectionTabs label={t('bonuses.filterLabel')} tabs={tabs} current={filter} />
      <OffersTable offers={offers} now={now} locale={locale} />
    </AdminPage>
  );
}
