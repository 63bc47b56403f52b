import { can } from '@casino/contracts';
import { toLocale } from '@casino/contracts/locales';
import { ArrowLeft, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ui/button';
import { AdminCard, AdminPage } from '../features/admin/components/admin-page';
import { toRouteError } from '../features/admin/route-error.server';
import { listClaims } from '../features/admin/bonuses/api/list-claims';
import { ClaimsTable } from '../features/admin/bonuses/components/claims-table';
import { SectionTabs } from '../features/admin/components/section-tabs';
import { OfferTerms } from '../features/admin/bonuses/components/offer-terms';
import {
  CLAIM_FILTERS,
  getClaimsHref,
  getOfferHref,
  readClaimFilter,
} from '../features/admin/bonuses/offer-status';
import { Pagination } from '../features/wallet/components/pagination';
import { createAccountApi } from '../lib/api.server';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.bonuses.claims';

const PER_PAGE = 50;

/**
 * Issue 17: GET /api/admin/bonuses/offers/:code/claims of the address's status (`?status=`)
 * and page; an unknown offer answers the API's 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requirePermission(args, 'bonuses.manage');
  const params = new URL(args.request.url).searchParams;
  const filter = readClaimFilter(params.get('status'));
  const page = Math.max(1, Math.min(100_000, Math.trunc(Number(params.get('page'))) || 1));
  try {
    const claims = await listClaims(
      createAccountApi(args),
      args.params.code,
      { status: filter === 'all' ? undefined : filter, page, per_page: PER_PAGE },
      { signal: args.request.signal },
    );
    return { filter, page, ...claims, canViewPlayers: can(staff.role, 'players.view') };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** Issue 17 "Bonuses": who claimed what of one offer, and how far their wagering has come. */
export default function AdminOfferClaimsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language) ?? 'en';
  const { filter, page, offer, claims, total, canViewPlayers } = loaderData;
  const tabs = CLAIM_FILTERS.map((id) => ({
    id,
    to: getClaimsHref(offer.code, id),
    label: t(`bonuses.claimsPage.filters.${id}`),
  }));
  return (
    <AdminPage
      icon={Gift}
      title={t('bonuses.claimsPage.title', { code: offer.code })}
      lead={offer.message}
      aside={
        <>
          <p className="text-sm text-mist-400 tabular-nums" data-testid="claims-total">
            {t('bonuses.claimsPage.total', { count: total })}
          </p>
          <ButtonLink to={getOfferHref(offer.code)} variant="outline" size="sm">
            <ArrowLeft className="size-4" aria-hidden />
            {t('bonuses.claimsPage.back')}
          </ButtonLink>
        </>
      }
    >
      <AdminCard testId="claims-offer">
        <OfferTerms offer={offer} locale={locale} />
      </AdminCard>
      <SectionTabs label={t('bonuses.claimsPage.filterLabel')} tabs={tabs} current={filter} />
      <ClaimsTable
        claims={claims}
        currency={offer.currency}
        locale={locale}
        canViewPlayers={canViewPlayers}
      />
      <Pagination
        page={page}
        perPage={PER_PAGE}
        total={total}
        getHref={(next) => getClaimsHref(offer.code, filter, next)}
      />
    </AdminPage>
  );
}
